// The page: one connection to the server that served it, and the screen the
// address asks for: the lobby at /, a game at /CODE (the seat this browser
// holds for it, else what the invite is).
import { DiceChain } from "./dice";
import { el } from "./dom";
import { GameScreen } from "./game";
import { InvitePage, Lobby } from "./lobby";
import { Link, Message } from "./protocol";
import { newSeatToken, seatOf } from "./seats";
import { language, say } from "./words";

interface Screen { root: HTMLElement; connected(): void; receive?(m: Message): void; lost?(): void; dispose?(): void; }

const banner = el("p", { class: "banner", role: "status" }, say("connecting"));
let screen: Screen | null = null;

const link = new Link(
  (m) => screen?.receive?.(m),
  () => { banner.hidden = true; screen?.connected(); },
  () => { banner.hidden = false; banner.textContent = say("lost"); screen?.lost?.(); },
);

function show(next: Screen): void {
  screen?.dispose?.();
  screen = next;
  document.body.replaceChildren(banner, next.root);
  if (link.connected) next.connected();
}

function codeOfPath(): string | null {
  const m = /^\/([2-9a-hjkmnp-zA-HJKMNP-Z]{8})\/?$/.exec(location.pathname);
  return m ? m[1].toLowerCase() : null;
}

function go(path: string): void {
  history.pushState(null, "", path);
  route();
}

function play(request: Message, dice: boolean, kind: "create" | "join", code?: string): void {
  const chain = dice ? DiceChain.fresh() : undefined;
  if (chain) request.commit = chain.commitment();
  show(new GameScreen(link, { kind, request, chain, code }, () => go("/")));
}

function route(): void {
  document.title = say("title");
  const code = codeOfPath();
  if (!code) {
    show(new Lobby(link, {
      create: (request, dice) => {
        play(request, dice, "create");
      },
      open: (c) => go("/" + c),
    }));
    return;
  }
  const seat = seatOf(code);
  if (seat) {
    show(new GameScreen(link, { kind: "resume", request: { type: "resume", token: seat.token }, seat, code }, () => go("/")));
    return;
  }
  const page = new InvitePage(link, code, {
    join: (name, dice) => play({ type: "join", name, code, token: newSeatToken() }, dice, "join", code),
    watch: () => show(new GameScreen(link, { kind: "watch", request: { type: "watch", code }, code }, () => go("/"))),
    leave: () => go("/"),
  });
  show({ root: page.root, connected: () => void page.connected() });
}

document.documentElement.lang = language;
window.addEventListener("popstate", route);
route();
link.open();
