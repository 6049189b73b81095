// The board drawn from the game's description (docs/protocol.md, "Clients
// without the rules") as SVG: the art, the lines, the sites with their
// markers and labels, then the pieces of a position and the marks of play.
// It knows no game: every shape, colour and name comes from the server.
import { clear, svg, svgAddress } from "./dom";
import type { Board, Description, Marker, Piece, Position, Site } from "./protocol";

export interface Marks {
  selectable: Set<number>;                 // cells whose piece may be picked
  selected: number | null;                 // the cell picked
  targets: { cell: number; spot?: number; captures?: boolean }[];  // where the picked piece may go
  last: Set<number>;                       // the cells of the last turn
}

const NO_MARKS: Marks = { selectable: new Set(), selected: null, targets: [], last: new Set() };

export class BoardView {
  readonly element: SVGSVGElement;
  private readonly sites = new Map<number, Site>();
  private readonly siteNodes = new Map<number, SVGGElement>();
  private readonly dynamic: SVGGElement;
  private readonly images = new Map<string, string>();

  // `turned`: drawn a quarter turn clockwise (a wide board on a tall screen,
  // where the game allows it); the pieces and texts stay upright.
  constructor(private readonly description: Description, private readonly onPick: (cell: number, spot: number) => void,
              readonly turned = false) {
    const board = turned ? quarterTurn(description.board) : description.board;
    const pad = 0.08;
    this.element = svg("svg", {
      class: "board", viewBox: `${-pad} ${-pad} ${board.width + 2 * pad} ${board.height + 2 * pad}`,
      // Its shape, so that the page can size it by its width alone.
      width: Math.round((board.width + 2 * pad) * 100), height: Math.round((board.height + 2 * pad) * 100),
      role: "group", "aria-label": description.name,
    });
    for (const [name, text] of Object.entries(description.images)) this.images.set(name, svgAddress(text));
    this.element.append(svg("rect", { class: "board-ground", x: -pad, y: -pad, width: board.width + 2 * pad, height: board.height + 2 * pad, rx: 0.08 }));
    if (board.art && this.images.has(board.art)) {
      const art = description.board;  // drawn at its own size, then turned with the board
      this.element.append(svg("image", { href: this.images.get(board.art)!, x: 0, y: 0, width: art.width, height: art.height,
                                         transform: turned ? `translate(${art.height} 0) rotate(90)` : "" }));
    }
    for (const site of board.sites) this.sites.set(site.cell, site);
    for (const line of board.lines) this.element.append(this.line(line.from, line.to, line.bends, line.style));
    for (const site of board.sites) this.element.append(this.site(site));
    this.dynamic = svg("g", { class: "dynamic" });
    this.element.append(this.dynamic);
    this.element.addEventListener("keydown", (e) => this.key(e));
  }

  show(position: Position, marks: Marks = NO_MARKS): void {
    clear(this.dynamic);
    for (const node of this.siteNodes.values()) node.classList.remove("selectable", "selected", "last", "target");
    for (const cell of marks.last) this.siteNodes.get(cell)?.classList.add("last");
    for (const cell of marks.selectable) this.siteNodes.get(cell)?.classList.add("selectable");
    if (marks.selected !== null) this.siteNodes.get(marks.selected)?.classList.add("selected");
    for (const m of position.markers) {
      const site = this.sites.get(m.cell);
      if (site) this.dynamic.append(this.markerOn(site, m));
    }
    const byCell = new Map<number, Piece[]>();
    for (const p of position.pieces) byCell.set(p.cell, [...(byCell.get(p.cell) ?? []), p]);
    for (const [cell, pieces] of byCell) {
      const site = this.sites.get(cell);
      if (site) pieces.forEach((p, i) => this.dynamic.append(this.piece(site, p, i, pieces.length)));
    }
    for (const t of marks.targets) {
      const site = this.sites.get(t.cell);
      if (!site) continue;
      this.siteNodes.get(t.cell)?.classList.add("target");
      const { x, y, size } = this.place(site, t.spot);
      // The mark is clicked itself: on a cell of several spots it names its spot.
      const mark = svg("circle", { class: `target ${t.captures ? "target-ring" : "target-dot"}`, cx: x, cy: y, r: t.captures ? size * 0.45 : size * 0.16 });
      mark.addEventListener("click", (e) => { e.stopPropagation(); this.onPick(t.cell, t.spot ?? -1); });
      this.dynamic.append(mark);
    }
    if (this.element.isConnected && position.markers.length) this.fitTexts(this.dynamic);
  }

  // Texts wider than their cell (a long name, a row of glyphs) made
  // smaller to fit; measured once the board is on the page.
  fitTexts(within: Element = this.element): void {
    for (const text of within.querySelectorAll<SVGTextElement>("text[data-fit]")) {
      const room = Number(text.getAttribute("data-fit"));
      const width = text.getBBox().width;
      if (width <= room || width === 0) continue;
      const size = parseFloat(getComputedStyle(text).fontSize);
      text.style.fontSize = `${(size * room) / width}px`;
    }
  }

  // Focus on a cell (keyboard play): the first selectable one by default.
  focus(cell?: number): void {
    const node = cell !== undefined ? this.siteNodes.get(cell) : undefined;
    (node ?? this.siteNodes.values().next().value)?.focus();
  }

  private site(site: Site): SVGGElement {
    const g = svg("g", { class: `site ${site.shape}`, tabindex: 0, role: "button", "aria-label": this.siteName(site), "data-cell": site.cell });
    const left = site.x - site.w / 2, top = site.y - site.h / 2;
    if (site.shape === "hole") g.append(svg("circle", { class: "shape", cx: site.x, cy: site.y, r: Math.min(site.w, site.h) / 2 * 0.92 }));
    else if (site.shape === "image" && site.image && this.images.has(site.image))
      g.append(svg("image", { href: this.images.get(site.image)!, x: left, y: top, width: site.w, height: site.h }),
               svg("rect", { class: "shape frame", x: left, y: top, width: site.w, height: site.h }));
    else g.append(svg("rect", { class: "shape", x: left + 0.02, y: top + 0.02, width: site.w - 0.04, height: site.h - 0.04, rx: site.shape === "area" ? 0.12 : 0.03 }));
    for (const m of site.markers) g.append(this.markerOn(site, m));
    if (site.label) g.append(svg("text", { class: "label", x: left + 0.07, y: top + 0.2 }, site.label));
    const names = site.markers.filter((m) => m.on_cell && m.tone !== "side" && m.name).map((m) => m.name);
    if (names.length && site.w >= 0.9) g.append(svg("text", { class: "marker-name", x: site.x, y: top + site.h - 0.07, "data-fit": site.w * 0.94 }, names.join(" · ")));
    g.append(svg("title", {}, this.siteName(site)));
    g.addEventListener("click", (e) => this.onPick(site.cell, this.spotAt(site, e)));
    this.siteNodes.set(site.cell, g);
    return g;
  }

  private siteName(site: Site): string {
    return [site.label ?? "", ...site.markers.map((m) => m.name)].filter(Boolean).join(", ");
  }

  private markerOn(site: Site, m: Marker): SVGGElement {
    const g = svg("g", { class: `marker ${m.tone}` });
    const left = site.x - site.w / 2, top = site.y - site.h / 2;
    if (m.tone !== "plain") {
      const tint = svg("rect", { class: "tint", x: left + 0.04, y: top + 0.04, width: site.w - 0.08, height: site.h - 0.08, rx: 0.04 });
      if (m.tone === "side" && m.side !== undefined) tint.setAttribute("fill", this.description.sides[m.side]?.colour ?? "#888");
      g.append(tint);
    }
    if (m.glyphs) g.append(svg("text", { class: "glyphs", x: site.x, y: site.y + 0.12, "data-fit": site.w * 0.9 }, m.glyphs));
    return g;
  }

  private line(from: number, to: number, bends: [number, number][], style: string): SVGElement {
    const a = this.sites.get(from), b = this.sites.get(to);
    if (!a || !b) return svg("g");
    const points = [[a.x, a.y], ...bends, [b.x, b.y]].map((p) => p.join(",")).join(" ");
    const g = svg("g", { class: `line ${style}` }, svg("polyline", { points }));
    if (style === "shortcut") {
      const [px, py] = bends.length ? bends[bends.length - 1] : [a.x, a.y];
      const angle = Math.atan2(b.y - py, b.x - px), r = Math.min(b.w, b.h) / 2;
      const tip = [b.x - Math.cos(angle) * r, b.y - Math.sin(angle) * r];
      const wing = (s: number) => [tip[0] - Math.cos(angle + s) * 0.18, tip[1] - Math.sin(angle + s) * 0.18].join(",");
      g.append(svg("polygon", { points: `${tip.join(",")} ${wing(0.45)} ${wing(-0.45)}` }));
    }
    return g;
  }

  // Where a piece (or a target) on `site` stands: its spot's place on a
  // cell of several spots, else the middle.
  private place(site: Site, spot?: number): { x: number; y: number; size: number } {
    const spots = site.spots ?? 1;
    if (spots > 1 && spot !== undefined && spot >= 0) {
      // Spots run along the cell's width, left to right; turned, top to bottom.
      if (this.turned) {
        const h = site.h / spots;
        return { x: site.x, y: site.y - site.h / 2 + (spot + 0.5) * h, size: Math.min(h, site.w) * 0.8 };
      }
      const w = site.w / spots;
      return { x: site.x - site.w / 2 + (spot + 0.5) * w, y: site.y, size: Math.min(w, site.h) * 0.8 };
    }
    return { x: site.x, y: site.y, size: Math.min(site.w, site.h) * (site.shape === "hole" ? 0.78 : 0.8) };
  }

  private piece(site: Site, p: Piece, index: number, count: number): SVGGElement {
    let { x, y, size } = this.place(site, p.spot);
    if (site.shape === "area" && count > 1) {
      // Side by side along the tray's longer side.
      const along = site.w >= site.h;
      const room = (along ? site.w : site.h) * 0.92;
      size = Math.min(along ? site.h * 0.8 : site.w * 0.8, room / count);
      const offset = -room / 2 + size * (index + 0.5) + (room - size * count) / 2;
      if (along) x += offset; else y += offset;
    } else if (p.level > 0) {
      x += size * 0.14; y -= size * 0.14; size *= 0.86;
    }
    const g = svg("g", { class: `piece side${p.owner}${p.frozen ? " frozen" : ""}${p.active ? " active" : ""}` });
    const image = p.image ? this.images.get(p.image) : undefined;
    if (image) g.append(svg("image", { href: image, x: x - size / 2, y: y - size / 2, width: size, height: size }));
    else g.append(svg("circle", { class: "disc", cx: x, cy: y, r: size * 0.42, fill: this.description.sides[p.owner]?.colour ?? "#888" }));
    if (p.frozen || p.active) g.append(svg("circle", { class: "ring", cx: x, cy: y, r: size * 0.5 }));
    g.append(svg("title", {}, p.name));
    return g;
  }

  private spotAt(site: Site, e: MouseEvent): number {
    const spots = site.spots ?? 1;
    if (spots <= 1) return -1;
    const point = this.element.createSVGPoint();
    point.x = e.clientX; point.y = e.clientY;
    const matrix = this.element.getScreenCTM();
    if (!matrix) return -1;
    const local = point.matrixTransform(matrix.inverse());
    const along = this.turned ? (local.y - (site.y - site.h / 2)) / (site.h / spots)
                              : (local.x - (site.x - site.w / 2)) / (site.w / spots);
    return Math.max(0, Math.min(spots - 1, Math.floor(along)));
  }

  private key(e: KeyboardEvent): void {
    const target = e.target as Element;
    const cell = Number(target.getAttribute?.("data-cell"));
    const site = this.sites.get(cell);
    if (!site) return;
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      this.onPick(cell, -1);
      return;
    }
    const arrows: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const dir = arrows[e.key];
    if (!dir) return;
    e.preventDefault();
    // The nearest site within the quarter the arrow points into.
    let best: Site | null = null, bestDistance = Infinity;
    for (const other of this.sites.values()) {
      const dx = other.x - site.x, dy = other.y - site.y;
      const along = dx * dir[0] + dy * dir[1], across = Math.abs(dx * dir[1] - dy * dir[0]);
      if (along <= 0.01 || across > along) continue;
      const distance = along + 2 * across;
      if (distance < bestDistance) { best = other; bestDistance = distance; }
    }
    if (best) this.siteNodes.get(best.cell)?.focus();
  }
}

// A board a quarter turn clockwise: a point (x, y) goes to (height - y, x),
// a site's width and height swap.
function quarterTurn(board: Board): Board {
  const turn = (x: number, y: number): [number, number] => [board.height - y, x];
  return {
    ...board, width: board.height, height: board.width,
    sites: board.sites.map((s) => { const [x, y] = turn(s.x, s.y); return { ...s, x, y, w: s.h, h: s.w }; }),
    lines: board.lines.map((l) => ({ ...l, bends: l.bends.map(([x, y]) => turn(x, y)) })),
  };
}

// Whether a board is better drawn turned in a box of this shape: more than
// half as wide again as tall, in a box taller than wide, where the game allows.
export function turnsIn(board: Board, boxWidth: number, boxHeight: number): boolean {
  return board.may_turn && board.width > 1.5 * board.height && boxHeight > boxWidth;
}
