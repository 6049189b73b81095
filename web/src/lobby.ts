// The lobby: make a game (its link to send a friend), the open games to
// join, an invite code typed in; and the page an invite link opens, which
// says what the game is before it is joined or watched.
import { button, clear, el } from "./dom";
import type { Link, Message, OpenGame } from "./protocol";
import { formatClock } from "./protocol";
import { saveName, savedName } from "./seats";
import { refusalWords, say } from "./words";

export interface LobbyActions {
  create(request: Message, dice: boolean): void;
  open(code: string): void;
}

const CLOCKS = ["untimed", "5+3", "10+5", "15+10", "30+20", "1d", "3d"];

// Games' and variants' names in the page's language, asked once per game.
const localNames = new Map<string, { name: string; variants: Map<string, string> }>();

async function nameGames(link: Link): Promise<void> {
  for (const game of link.welcome?.games ?? []) {
    if (localNames.has(game.id)) continue;
    const variants = new Map<string, string>();
    for (const v of game.variants.length ? game.variants : [{ id: "", name: "" }]) {
      const d = await link.request({ type: "describe", game: game.id, variant: v.id });
      if (d.type !== "description") break;
      localNames.set(game.id, { name: d.name, variants });
      if (v.id) variants.set(v.id, d.variant_name || v.name);
    }
  }
}

export function gameName(link: Link, id: string, variant = ""): string {
  const local = localNames.get(id);
  const offered = link.welcome?.games.find((g) => g.id === id);
  const name = local?.name ?? offered?.name ?? id;
  const variantName = variant ? local?.variants.get(variant) ?? offered?.variants.find((v) => v.id === variant)?.name : "";
  return variantName ? `${name} — ${variantName}` : name;
}

function nameField(): HTMLInputElement {
  const input = el("input", { type: "text", maxlength: "24", required: "", autocomplete: "nickname", value: savedName(), id: "name" });
  return input;
}

export class Lobby {
  readonly root = el("main", { class: "lobby" });
  private openGames: OpenGame[] = [];
  private readonly list = el("ul", { class: "open-games" });
  private readonly form = el("form", { class: "create" });
  private readonly problem = el("p", { class: "error", role: "alert" });

  constructor(private readonly link: Link, private readonly actions: LobbyActions) {
    this.root.append(el("h1", {}, "Djed"), el("p", { class: "lede" }, say("lede")), this.problem, this.form,
                     el("section", {}, el("h2", {}, say("openGames")), this.list), this.codeForm());
    this.problem.hidden = true;
  }

  connected(): void {
    this.link.send({ type: "list", follow: true });
    this.buildForm();
    void nameGames(this.link).then(() => { this.buildForm(); this.showList(); });
  }

  receive(m: Message): void {
    if (m.type === "games") { this.openGames = m.games; this.showList(); }
    if (m.type === "error") { this.problem.textContent = refusalWords(m.code, m.reason); this.problem.hidden = false; }
  }

  private buildForm(): void {
    const games = this.link.welcome?.games ?? [];
    const previous = new FormData(this.form);
    clear(this.form);
    const name = nameField();
    const game = el("select", { id: "game" });
    for (const g of games) game.append(el("option", { value: g.id }, gameName(this.link, g.id)));
    game.value = String(previous.get("game") ?? games[0]?.id ?? "");
    game.name = "game";
    const variant = el("select", { id: "variant", name: "variant" });
    const fillVariants = () => {
      clear(variant);
      const offered = games.find((g) => g.id === game.value);
      for (const v of offered?.variants ?? []) variant.append(el("option", { value: v.id }, localNames.get(offered!.id)?.variants.get(v.id) ?? v.name));
      variant.parentElement!.hidden = !offered?.variants.length;
    };
    game.addEventListener("change", fillVariants);
    const seat = el("select", { id: "seat", name: "seat" },
      el("option", { value: "random" }, say("seatRandom")), el("option", { value: "first" }, say("seatFirst")),
      el("option", { value: "second" }, say("seatSecond")));
    const clock = el("select", { id: "clock", name: "clock" });
    for (const c of CLOCKS) clock.append(el("option", { value: c }, formatClock(c, say)));
    clock.value = String(previous.get("clock") ?? "10+5");
    const listed = el("input", { type: "checkbox", id: "listed", name: "listed" });
    listed.checked = previous.get("listed") !== null || !previous.has("clock");
    const field = (label: string, input: HTMLElement) => el("label", {}, el("span", {}, label), input);
    this.form.append(field(say("yourName"), name), field(say("game"), game), field(say("variant"), variant),
                     field(say("seat"), seat), field(say("clock"), clock),
                     el("label", { class: "check" }, listed, el("span", {}, say("listed"))),
                     el("button", { type: "submit", class: "primary", id: "create" }, say("create")));
    fillVariants();
    this.form.onsubmit = (e) => {
      e.preventDefault();
      const who = name.value.trim();
      if (!who) { this.problem.textContent = say("name_missing"); this.problem.hidden = false; return; }
      saveName(who);
      const offered = games.find((g) => g.id === game.value);
      const request: Message = { type: "create", name: who, game: game.value, seat: seat.value, clock: clock.value, listed: listed.checked };
      if (offered?.variants.length) request.variant = variant.value;
      this.actions.create(request, offered?.dice ?? false);
    };
  }

  private showList(): void {
    clear(this.list);
    if (!this.openGames.length) this.list.append(el("li", { class: "note" }, say("noOpenGames")));
    for (const g of this.openGames)
      this.list.append(el("li", {}, el("span", { class: "what" }, gameName(this.link, g.game, g.variant)),
                          el("span", { class: "clock" }, formatClock(g.clock, say)),
                          el("span", { class: "who" }, say("waits", g.name)),
                          button(say("join"), () => this.actions.open(g.code), "primary")));
  }

  private codeForm(): HTMLElement {
    const code = el("input", { type: "text", maxlength: "8", id: "code", autocomplete: "off", spellcheck: "false" });
    const form = el("form", { class: "code-form" }, el("label", {}, el("span", {}, say("code")), code),
                    el("button", { type: "submit" }, say("join")));
    form.addEventListener("submit", (e) => { e.preventDefault(); if (code.value.trim()) this.actions.open(code.value.trim().toLowerCase()); });
    return form;
  }
}

// What an invite link opens: the game it is, then join or watch.
export class InvitePage {
  readonly root = el("main", { class: "lobby invite-page" });

  constructor(private readonly link: Link, private readonly code: string,
              private readonly actions: { join(name: string, dice: boolean): void; watch(): void; leave(): void }) {}

  async connected(): Promise<void> {
    clear(this.root);
    const info = await this.link.request({ type: "invite", code: this.code });
    await nameGames(this.link);
    if (info.type !== "invite") {
      this.root.append(el("h1", {}, "Djed"), el("p", { class: "error" }, refusalWords(info.code ?? "", info.reason ?? "")),
                       button(say("lobby"), () => this.actions.leave()));
      return;
    }
    const waiting = info.names.find((n: string | null) => n) ?? "";
    this.root.append(el("h1", {}, say("inviteTitle", waiting)),
                     el("p", {}, say("inviteGame", gameName(this.link, info.game, info.variant), this.code.toUpperCase(), formatClock(info.clock, say))));
    if (info.over) {
      this.root.append(el("p", {}, say("inviteOver")));
    } else if (!info.seat) {
      this.root.append(el("p", {}, say("inviteFull")));
    } else {
      const name = nameField();
      const form = el("form", { class: "create" }, el("label", {}, el("span", {}, say("yourName"), name)),
                      el("button", { type: "submit", class: "primary", id: "join" }, say("join")));
      form.addEventListener("submit", (e) => {
        e.preventDefault();
        const who = name.value.trim();
        if (!who) return;
        saveName(who);
        this.actions.join(who, info.dice);
      });
      this.root.append(form);
    }
    this.root.append(el("div", { class: "actions" }, button(say("watch"), () => this.actions.watch()), button(say("lobby"), () => this.actions.leave(), "quiet")));
  }
}
