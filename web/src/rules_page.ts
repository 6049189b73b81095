// A game's rules page (Markdown, as the server sends it) as elements:
// headings, paragraphs, lists, table rows, bold, italic and code; board
// diagrams are left out. No text of the page is ever read as HTML.
import { el } from "./dom";

// The page, ready to be shown.
export function rulesPage(markdown: string): HTMLElement {
  const page = el("article", { class: "rules-page" });
  let list: HTMLElement | null = null;
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) page.append(el("p", {}, ...inline(paragraph.join(" "))));
    paragraph = [];
  };
  // A fenced block: code as it stands, or a board diagram (```board ...),
  // which the app draws and the page leaves out (its caption stays).
  let fence: { diagram: boolean; lines: string[] } | null = null;
  for (const raw of markdown.split("\n")) {
    const line = raw.trimEnd();
    if (line.trimStart().startsWith("```")) {
      flush();
      list = null;
      if (!fence) {
        fence = { diagram: line.trimStart().slice(3).trim().startsWith("board"), lines: [] };
      } else {
        if (!fence.diagram) page.append(el("pre", {}, fence.lines.join("\n")));
        fence = null;
      }
      continue;
    }
    if (fence) { fence.lines.push(raw); continue; }
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    const item = /^\s*(?:[-*]|\d+\.)\s+(.*)$/.exec(line);
    if (!line.trim()) { flush(); list = null; continue; }
    if (heading) { flush(); list = null; page.append(el(`h${Math.min(4, heading[1].length + 1)}` as "h2", {}, ...inline(heading[2]))); continue; }
    if (item) {
      flush();
      if (!list) { list = el("ul"); page.append(list); }
      list.append(el("li", {}, ...inline(item[1])));
      continue;
    }
    if (line.startsWith("|")) { flush(); page.append(el("p", { class: "table-row" }, line.replace(/\|/g, "  ").trim())); continue; }
    paragraph.push(line.trim());
  }
  flush();
  return page;
}

// **bold** and *italic* as elements, everything else as text.
function inline(text: string): Node[] {
  const out: Node[] = [];
  const pattern = /\*\*([^*]+)\*\*|\*([^*]+)\*|`([^`]+)`/g;
  let at = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (m.index > at) out.push(document.createTextNode(text.slice(at, m.index)));
    out.push(m[1] ? el("strong", {}, m[1]) : m[2] ? el("em", {}, m[2]) : el("code", {}, m[3]));
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(document.createTextNode(text.slice(at)));
  return out;
}
