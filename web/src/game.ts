// One game on the page: the board, the players with their clocks, what is
// to be done, the turn built a click at a time (the server's steps), the
// dice revealed and checked, the offers, the chat. Playing or watching.
import { BoardView, Marks, turnsIn } from "./board";
import { DiceChain, Outcome, linkFollows, throwFromLinks } from "./dice";
import { button, clear, el, svgAddress } from "./dom";
import type { Choice, Description, Link, Message, Position, Status, Step, View } from "./protocol";
import { keepSeat, SeatRecord } from "./seats";
import { rulesPage } from "./rules_page";
import { reasonWords, refusalWords, say } from "./words";

export interface GameStart {
  kind: "create" | "join" | "resume" | "watch";
  request: Message;        // what is sent to take the seat (its commit added for dice)
  code?: string;
  seat?: SeatRecord;       // resume: the seat kept
  chain?: DiceChain;       // create or join of a game with dice
}

export class GameScreen {
  readonly root: HTMLElement;
  private game = "";
  private code = "";
  private side = -1;
  private token = "";
  private chain: DiceChain | null = null;
  private nextChain: DiceChain | null = null;  // offered with a rematch
  private description: Description | null = null;
  private board: BoardView | null = null;
  private names: (string | null)[] = [null, null];
  private clock = "untimed";
  private events = 0;
  private status: Status | null = null;
  private statusAt = 0;
  private view: View | null = null;
  private lastCells = new Set<number>();
  private step: Step | null = null;
  private path: number[] = [];
  private selected: number | null = null;
  private turnPly = -1;
  private sent = false;            // the turn went to the server
  private sentTurn = "";
  private ended: Message | null = null;
  private outcomes = new Map<number, Outcome[]>();
  private links: string[] = ["", ""];   // each side's last link (its commitment at first)
  private diceChecked = 0;
  private diceWrong = 0;
  private error = "";
  private muted = false;
  private askingResign = false;    // Resign was pressed once: the row asks to be sure
  private readonly boardBox = el("div", { class: "board-box" });
  private readonly panel = el("div", { class: "panel" });
  private readonly chatLog = el("ol", { class: "chat-log", "aria-live": "polite" });
  private readonly chatBox: HTMLElement;
  private readonly chatInput = el("input", { type: "text", maxlength: "300", "aria-label": say("chat") });
  private ticker = 0;

  constructor(private readonly link: Link, private readonly start: GameStart, private readonly onLeave: () => void) {
    this.root = el("main", { class: "game" }, this.boardBox, el("aside", { class: "side" }, this.panel));
    const form = el("form", { class: "chat-form" }, this.chatInput, el("button", { type: "submit" }, say("send")));
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      const text = this.chatInput.value.trim();
      if (text) this.link.send({ type: "chat", text });
      this.chatInput.value = "";
    });
    this.chatBox = el("section", { class: "chat" }, el("h2", {}, say("chat")), this.chatLog, form);
    this.root.querySelector("aside")!.append(this.chatBox);
    this.chain = start.chain ?? (start.seat?.secret ? new DiceChain(start.seat.secret) : null);
    this.code = start.code ?? start.seat?.code ?? "";
    this.ticker = window.setInterval(() => this.tick(), 250);
    this.render();
  }

  dispose(): void {
    window.clearInterval(this.ticker);
    window.removeEventListener("resize", this.onResize);
  }

  // Sent once the connection is open, and again after every reconnection.
  connected(): void {
    this.error = "";
    if (this.token) {
      // Back to the seat: only the events not seen yet.
      this.link.send({ type: "resume", token: this.token, after: this.events });
    } else if (this.start.kind === "watch" && this.game) {
      this.link.send({ type: "watch", code: this.code, after: this.events });
    } else {
      this.link.send({ ...this.start.request });
    }
    this.render();
  }

  lost(): void {
    // The turn under way starts again once the seat is back (its request comes again).
    this.step = null;
    this.path = [];
    this.selected = null;
    this.error = say("lost");
    this.render();
  }

  receive(m: Message): void {
    switch (m.type) {
      case "seated": return this.seated(m);
      case "watching":
        this.game = m.game; this.code = m.code;
        return;
      case "event":
        if (m.game === this.game) this.event(m);
        return;
      case "status":
        if (m.game !== this.game) return;
        this.status = m as unknown as Status;
        this.statusAt = performance.now();
        return this.render();
      case "view":
        if (m.game === this.game) this.showView(m as unknown as View);
        return;
      case "turn-request":
        if (m.game !== this.game) return;
        if (m.ply !== this.turnPly || (!this.step && !this.sent)) void this.beginTurn(m.ply, true);
        // Asked again for a turn sent before a drop: it may not have arrived.
        else if (this.sent) this.link.send({ type: "turn", ply: m.ply, turn: this.sentTurn });
        return;
      case "reveal-request":
        if (m.game !== this.game) return;
        this.outcomes.set(m.index, m.outcomes);
        if (this.chain) this.link.send({ type: "reveal", index: m.index, link: this.chain.link(m.index) });
        return;
      case "error":
        this.error = refusalWords(m.code, m.reason);
        if (m.code === "bad-token" || m.code === "unknown-code") this.token = "";
        if (this.sent) { this.sent = false; void this.beginTurn(this.turnPly, true); }
        return this.render();
    }
  }

  private seated(m: Message): void {
    const rematch = m.game !== this.game && this.game !== "";
    this.game = m.game;
    this.code = m.code;
    this.side = m.side;
    if (m.token) this.token = m.token;
    if (rematch) {
      // The next game: its events from the start, the chain offered with it.
      this.events = 0; this.names = [null, null]; this.ended = null; this.view = null; this.status = null;
      this.outcomes.clear(); this.links = ["", ""]; this.diceChecked = this.diceWrong = 0;
      this.turnPly = -1; this.step = null; this.path = []; this.lastCells.clear();
      clear(this.chatLog);
      if (this.nextChain) this.chain = this.nextChain;
      this.nextChain = null;
    }
    keepSeat({ game: this.game, code: this.code, side: this.side, token: this.token, secret: this.chain?.secret });
    if (location.pathname !== "/" + this.code) history.replaceState(null, "", "/" + this.code);
  }

  private event(m: Message): void {
    if (m.n <= this.events) return;  // seen before a reconnection
    this.events = m.n;
    switch (m.kind) {
      case "created":
        m.seats.forEach((s: { name: string; commit?: string } | null, side: number) => {
          this.names[side] = s ? s.name : null;
          if (s?.commit) this.links[side] = s.commit;
        });
        this.clock = m.clock;
        if (!this.description) void this.describe(m.rules, m.variant);
        break;
      case "joined":
        this.names[m.side] = m.name;
        if (m.commit) this.links[m.side] = m.commit;
        break;
      case "throw": this.checkThrow(m); break;
      case "chat": this.chatLog.append(el("li", {}, el("b", {}, m.name + ": "), m.text)); this.chatLog.scrollTop = 1e9; break;
      case "end": this.ended = m; this.step = null; break;
      case "turn": this.sent = false; break;
    }
    this.render();
  }

  private async describe(game: string, variant: string): Promise<void> {
    const answer = await this.link.request({ type: "describe", game, variant });
    if (answer.type !== "description") return;
    this.description = answer as unknown as Description;
    this.drawBoard();
    document.title = `${this.description.name} — Djed`;
    window.addEventListener("resize", this.onResize);
  }

  // The board for the window's shape: turned a quarter on a tall screen
  // when it is wide and the game allows.
  private drawBoard(): void {
    if (!this.description) return;
    const turned = turnsIn(this.description.board, window.innerWidth, window.innerHeight);
    if (this.board && this.board.turned === turned) return;
    this.board = new BoardView(this.description, (cell, spot) => this.pick(cell, spot), turned);
    clear(this.boardBox);
    this.boardBox.append(this.board.element);
    this.board.fitTexts();
    this.render();
  }

  private readonly onResize = () => this.drawBoard();

  private checkThrow(m: Message): void {
    const [l0, l1] = m.links as string[];
    const chained = linkFollows(l0, this.links[0]) && linkFollows(l1, this.links[1]);
    this.links = [l0, l1];
    const outcomes = this.outcomes.get(m.index);
    // A spectator has no outcome list: it checks the chains alone.
    const fair = chained && (!outcomes || outcomes[throwFromLinks(m.index, l0, l1, outcomes)]?.outcome === m.outcome);
    if (fair) ++this.diceChecked; else ++this.diceWrong;
    if (!fair) this.error = say("diceWrong", m.index);
  }

  private showView(view: View): void {
    if (this.view && view.ply !== this.view.ply) this.lastCells = changedCells(this.view.board, view.board);
    this.view = view;
    if (view.ply !== this.turnPly) { this.step = null; this.path = []; this.selected = null; }
    this.render();
  }

  private async beginTurn(ply: number, again = false): Promise<void> {
    if (!again && ply === this.turnPly) return;
    this.turnPly = ply;
    this.path = [];
    this.selected = null;
    await this.fetchStep();
  }

  private async fetchStep(): Promise<void> {
    const ply = this.turnPly;
    const answer = await this.link.request({ type: "step", ply, path: this.path });
    if (ply !== this.turnPly) return;
    if (answer.type !== "step") {
      // Refused: the turn starts again from its first step; lost: once the
      // seat is back and the turn asked for again.
      const again = answer.code !== "lost" && this.path.length > 0;
      // A first step refused for the moment is asked for again shortly: the
      // server asks for a turn once, not again at every change.
      const later = !again && (answer.code === "rate-limited" || answer.code === "busy");
      this.step = null;
      this.path = [];
      this.selected = null;
      if (again) return this.fetchStep();
      if (later) {
        setTimeout(() => {
          if (ply === this.turnPly && !this.step && !this.sent) void this.fetchStep();
        }, 1000);
      }
      return this.render();
    }
    this.error = "";
    this.step = answer as unknown as Step;
    if (this.step.turn !== undefined) {
      this.sent = true;
      this.sentTurn = this.step.turn;
      this.link.send({ type: "turn", ply, turn: this.step.turn });
    } else {
      this.selected = this.defaultSelection();
    }
    this.render();
    // Keyboard play: the focus goes to the board, unless the player is busy elsewhere (the chat).
    const busy = document.activeElement && document.activeElement !== document.body &&
                 !this.board?.element.contains(document.activeElement);
    if (this.step && !this.sent && !busy) this.board?.focus(this.boardChoices()[0]?.from);
  }

  private boardChoices(): Choice[] {
    return this.step && !this.sent ? this.step.choices.filter((c) => c.interaction === "board") : [];
  }

  // Pieces placed from a reserve the game does not show (a mark on an
  // empty board): the reserve is as good as picked.
  private defaultSelection(): number | null {
    const placing = this.boardChoices().some((c) => c.from === -1);
    return placing && (this.view?.board.reserves.length ?? 0) === 0 ? -1 : null;
  }

  private choose(choice: Choice): void {
    if (!this.step) return;
    const index = this.step.choices.indexOf(choice);
    if (index < 0) return;
    this.path = [...this.path, index];
    this.selected = null;
    void this.fetchStep();
  }

  private pick(cell: number, spot: number): void {
    const choices = this.boardChoices();
    if (!choices.length) return;
    if (this.selected !== null) {
      const target = choices.find((c) => c.from === this.selected && c.to === cell &&
                                         (spot < 0 || c.to_spot === undefined || c.to_spot === spot));
      if (target) return this.choose(target);
    }
    const selectable = choices.some((c) => c.from === cell);
    this.selected = selectable && cell !== this.selected ? cell : this.defaultSelection();
    this.render();
    // Keyboard play: from the piece picked to its first destination (Enter plays it, arrows go on).
    const first = choices.find((c) => c.from === this.selected && c.to >= 0);
    if (first && this.board?.element.contains(document.activeElement)) this.board.focus(first.to);
  }

  private undoSteps(): void {
    this.path = [];
    this.selected = null;
    void this.fetchStep();
  }

  private tick(): void {
    for (const node of this.root.querySelectorAll<HTMLElement>("[data-clock]")) {
      const side = Number(node.dataset.clock);
      node.textContent = this.clockText(side);
    }
  }

  private clockText(side: number): string {
    if (!this.status) return "";
    let left = this.status.clocks[side];
    if (this.status.running[side] && !this.status.over && !this.status.paused) left -= performance.now() - this.statusAt;
    return formatMs(left);
  }

  private render(): void {
    if (this.board) {
      const position: Position | undefined = this.step && !this.sent ? this.step.board : this.view?.board;
      if (position) this.board.show(position, this.marks());
    }
    clear(this.panel);
    const d = this.description;
    const header = el("header", { class: "game-head" },
      el("h1", {}, d ? d.name + (d.variant_name ? ` — ${d.variant_name}` : "") : "Djed"),
      button(say("lobby"), () => this.onLeave(), "quiet"),
      d ? button(say("rules"), () => this.showRules(), "quiet") : null);
    this.panel.append(header);
    if (this.error) this.panel.append(el("p", { class: "error", role: "alert" }, this.error));
    this.panel.append(this.playersBox());
    this.panel.append(el("p", { class: "prompt", "aria-live": "polite" }, this.promptText()));
    const position = this.step && !this.sent ? this.step.board : this.view?.board;
    if (position?.dice.length) this.panel.append(this.diceBox(position));
    if (position?.reserves.length) this.panel.append(this.reservesBox(position));
    const buttons = this.step && !this.sent ? this.step.choices.filter((c) => c.interaction === "button") : [];
    if (buttons.length || this.path.length) {
      const row = el("div", { class: "choices" });
      for (const c of buttons) row.append(button(c.label || c.text, () => this.choose(c), "primary"));
      if (this.path.length) row.append(button(say("back"), () => this.undoSteps()));
      this.panel.append(row);
    }
    this.panel.append(this.actionsBox());
    if (this.status && this.status.to_move < 0 && !this.names[1 - Math.max(this.side, 0)] && !this.ended && this.side >= 0)
      this.panel.append(this.inviteBox());
    if (this.diceChecked || this.diceWrong)
      this.panel.append(el("p", { class: this.diceWrong ? "error" : "note" }, this.diceWrong ? say("diceWrong", "") : say("diceChecked")));
    if (this.side < 0 && this.game) this.panel.append(el("p", { class: "note" }, say("watching")));
    this.chatBox.hidden = this.side < 0;
  }

  private marks(): Marks {
    const choices = this.boardChoices();
    const selectable = new Set(choices.map((c) => c.from).filter((c) => c >= 0));
    const targets = this.selected === null ? [] :
      choices.filter((c) => c.from === this.selected && c.to >= 0).map((c) => ({ cell: c.to, spot: c.to_spot, captures: c.captures }));
    return { selectable, selected: this.selected, targets, last: this.step ? new Set() : this.lastCells };
  }

  private promptText(): string {
    if (this.ended) {
      const reason = this.ended.reason as string;
      if (reason === "aborted") return say("aborted");
      const how = reasonWords(reason) ?? this.view?.prompt ?? reason;
      if (this.ended.winner < 0) return say("draw", how);
      const winner = this.description?.sides[this.ended.winner]?.name ?? String(this.ended.winner);
      return say("won", `${winner} (${this.names[this.ended.winner] ?? ""})`, how);
    }
    if (this.status?.paused) return say("paused");
    if (!this.names[0] || !this.names[1]) return say("waitingFriend");
    if (this.step && !this.sent) return this.step.prompt || say("yourTurn");
    if (this.status && this.status.to_move < 0 && this.status.throw > 0) return say("throwDue");
    return this.view?.prompt ?? say("connecting");
  }

  private playersBox(): HTMLElement {
    const list = el("ul", { class: "players" });
    for (const side of [0, 1]) {
      const info = this.description?.sides[side];
      const swatch = el("span", { class: "swatch" });
      if (info) swatch.style.background = info.colour;
      const here = this.status?.presence[side];
      const toMove = this.status?.to_move === side && !this.status.over;
      const name = this.names[side] ?? "…";
      list.append(el("li", { class: toMove ? "to-move" : "" }, swatch,
        el("span", { class: "side-name" }, info?.name ?? ""),
        el("span", { class: "player-name" }, name + (side === this.side ? ` (${say("you")})` : "")),
        here === "gone" ? el("span", { class: "gone" }, say("gone")) : null,
        this.clock === "untimed" ? null : el("span", { class: "clock", "data-clock": String(side) }, this.clockText(side))));
    }
    if (this.status && this.status.first_turn_ms >= 0 && !this.status.over)
      list.append(el("li", { class: "note" }, say("firstTurn", formatMs(this.status.first_turn_ms))));
    if (this.status?.spectators) list.append(el("li", { class: "note" }, say("spectators", this.status.spectators)));
    return list;
  }

  private diceBox(position: Position): HTMLElement {
    const box = el("div", { class: "dice" });
    for (const die of position.dice) {
      const face = el("span", { class: "die", title: die.name, "aria-label": `${die.name}: ${die.value}` });
      const image = die.image ? this.description?.images[die.image] : undefined;
      if (image && die.value > 0) for (let i = 0; i < die.value; ++i) face.append(el("img", { src: svgAddress(image), alt: "" }));
      else face.append(String(die.value));
      box.append(face);
    }
    return box;
  }

  private reservesBox(position: Position): HTMLElement {
    const box = el("div", { class: "reserves" });
    const placing = this.boardChoices().some((c) => c.from === -1);
    position.reserves.forEach((r, side) => {
      const text = say("reserve", this.description?.sides[side]?.name ?? "", r.label);
      if (placing && side === this.side) {
        const b = button(text, () => { this.selected = this.selected === -1 ? null : -1; this.render(); }, this.selected === -1 ? "selected" : "");
        box.append(b);
      } else {
        box.append(el("span", {}, text));
      }
    });
    return box;
  }

  private actionsBox(): HTMLElement {
    const row = el("div", { class: "actions" });
    const s = this.status;
    if (this.side < 0 || !s) return row;
    const other = 1 - this.side;
    if (s.over || this.ended) {
      this.askingResign = false;
      if (s.rematch_offer === other) row.append(el("span", {}, say("rematchOffered", this.names[other] ?? "")));
      if (s.rematch_offer !== this.side) row.append(button(say("rematch"), () => this.rematch(), "primary"));
      return row;
    }
    const started = this.names[0] !== null && this.names[1] !== null;
    if ((this.view?.ply ?? 0) < 2) row.append(button(say("abort"), () => this.link.send({ type: "abort" })));
    if (started && this.askingResign) {
      // Asked in the row itself, as the game goes on: nothing covers the board or the clocks.
      row.append(el("span", {}, say("confirmResign")),
                 button(say("resign"), () => { this.askingResign = false; this.link.send({ type: "resign" }); }, "primary"),
                 button(say("keepPlaying"), () => { this.askingResign = false; this.render(); }));
      return row;
    }
    if (started) {
      row.append(button(say("resign"), () => { this.askingResign = true; this.render(); }));
      const offers = this.link.welcome?.games.find((g) => g.id === this.description?.game)?.draw_offers ?? false;
      if (offers && s.draw_offer === other) {
        row.append(el("span", {}, say("drawOffered", this.names[other] ?? "")),
                   button(say("acceptDraw"), () => this.link.send({ type: "accept-draw" }), "primary"),
                   button(say("declineDraw"), () => this.link.send({ type: "decline-draw" })));
      } else if (offers && s.draw_offer < 0) {
        row.append(button(say("offerDraw"), () => this.link.send({ type: "offer-draw" })));
      }
      if (s.presence[other] === "gone" && s.gone_ms[other] >= s.grace_ms)
        row.append(button(say("claim"), () => this.link.send({ type: "claim" }), "primary"));
    }
    row.append(button(this.muted ? say("unmute") : say("mute"), () => {
      this.muted = !this.muted;
      this.link.send({ type: "mute", muted: this.muted });
      this.chatLog.hidden = this.muted;
      this.render();
    }, "quiet"));
    return row;
  }

  private rematch(): void {
    const message: Message = { type: "rematch" };
    if (this.description?.dice) {
      this.nextChain = DiceChain.fresh();
      message.commit = this.nextChain.commitment();
    }
    this.link.send(message);
  }

  private inviteBox(): HTMLElement {
    const address = `${location.origin}/${this.code}`;
    const field = el("input", { type: "text", readonly: "", value: address, "aria-label": say("link") });
    const copy = button(say("copy"), () => {
      field.select();
      void navigator.clipboard?.writeText(address).then(() => { copy.textContent = say("copied"); });
    });
    return el("div", { class: "invite" }, el("p", {}, say("link")), el("div", { class: "row" }, field, copy),
              el("p", { class: "note" }, say("code") + ": " + this.code.toUpperCase()), el("p", { class: "note" }, say("stored")));
  }

  private showRules(): void {
    if (!this.description) return;
    const dialog = el("dialog", { class: "rules" });
    const close = button(say("close"), () => dialog.close());
    // Closed (the button or Escape): back to the board when a turn is under way.
    dialog.addEventListener("close", () => {
      dialog.remove();
      if (this.step && !this.sent) this.board?.focus(this.boardChoices()[0]?.from);
    });
    dialog.append(el("div", { class: "rules-head" }, el("h2", {}, this.description.name), close), rulesPage(this.description.rules));
    document.body.append(dialog);
    dialog.showModal();
  }
}

function formatMs(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  if (total >= 86400) return `${Math.floor(total / 86400)}d ${Math.floor((total % 86400) / 3600)}h`;
  const h = Math.floor(total / 3600), m = Math.floor((total % 3600) / 60), s = total % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

// The cells whose pieces differ between two positions: what the last turn touched.
function changedCells(before: Position, after: Position): Set<number> {
  const key = (p: Position) => {
    const cells = new Map<number, string[]>();
    for (const piece of p.pieces) cells.set(piece.cell, [...(cells.get(piece.cell) ?? []), `${piece.owner}:${piece.image ?? ""}:${piece.spot ?? -1}:${piece.level}`]);
    return new Map([...cells].map(([cell, list]) => [cell, list.sort().join("|")]));
  };
  const a = key(before), b = key(after);
  const changed = new Set<number>();
  for (const cell of new Set([...a.keys(), ...b.keys()])) if (a.get(cell) !== b.get(cell)) changed.add(cell);
  return changed;
}
