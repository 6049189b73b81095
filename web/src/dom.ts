// Building the page from elements, never from HTML text: what a player
// wrote (a name, a chat line) is only ever a text node.

type Child = Node | string | null | undefined | false;

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {},
                                                          ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children) if (child) node.append(child);
  return node;
}

const SVG = "http://www.w3.org/2000/svg";

export function svg<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number> = {},
                                                          ...children: Child[]): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  for (const child of children) if (child) node.append(child);
  return node;
}

export function button(label: string, onClick: () => void, className = ""): HTMLButtonElement {
  const b = el("button", { type: "button", class: className }, label);
  b.addEventListener("click", onClick);
  return b;
}

export function clear(node: Element): void {
  while (node.firstChild) node.removeChild(node.firstChild);
}

// An image of the game (SVG text) as an address an <image> or <img> can show.
export function svgAddress(svgText: string): string {
  return "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svgText);
}
