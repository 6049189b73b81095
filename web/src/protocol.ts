// The online protocol (docs/protocol.md) as the page speaks it: the
// messages it reads, and one WebSocket that says hello, answers requests by
// their ids and comes back by itself after a drop.
import { language } from "./words";

export interface Marker { tone: "plain" | "warm" | "cool" | "side"; name: string; glyphs: string; on_cell: boolean; side?: number; }
export interface Site {
  cell: number; label?: string; x: number; y: number; w: number; h: number;
  shape: "tile" | "hole" | "image" | "area"; image?: string; spots?: number; markers: Marker[];
}
export interface Line { from: number; to: number; bends: [number, number][]; style: "track" | "shortcut"; }
export interface Board { width: number; height: number; may_turn: boolean; art: string; sites: Site[]; lines: Line[]; }
export interface Description {
  game: string; variant: string; variant_name: string; language: string; name: string; description: string;
  sides: { name: string; colour: string }[]; dice: boolean; throw_label: string; board: Board;
  images: Record<string, string>; rules: string;
}
export interface Piece { cell: number; owner: number; name: string; image?: string; spot?: number; level: number; frozen?: boolean; active?: boolean; }
export interface Position {
  pieces: Piece[]; reserves: { count: number; label: string }[]; dice: { name: string; value: number; image?: string }[];
  markers: (Marker & { cell: number })[];
}
export interface View { game: string; n: number; ply: number; to_move: number; board: Position; prompt: string; }
export interface Choice {
  interaction: "board" | "button" | "chance"; from: number; to: number; to_spot?: number; captures?: boolean;
  path?: number[]; label: string; text: string;
}
export interface Step { game: string; ply: number; path: number[]; board: Position; prompt: string; choices: Choice[]; turn?: string; }
export interface OfferedGame { id: string; name: string; variants: { id: string; name: string }[]; sides: string[]; dice: boolean; draw_offers: boolean; }
export interface Status {
  game: string; n: number; clocks: [number, number]; running: [boolean, boolean]; to_move: number; throw: number;
  reveal_waiting: [boolean, boolean]; presence: string[]; gone_ms: [number, number]; grace_ms: number; spectators: number;
  draw_offer: number; rematch_offer: number; over: boolean; first_turn_ms: number; paused: boolean;
}
export interface OpenGame { code: string; game: string; variant: string; clock: string; name: string; seat: string; waiting: boolean; }
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Message = { type: string; id?: number | string; [field: string]: any };

type Listener = (message: Message) => void;

export class Link {
  private socket: WebSocket | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, (message: Message) => void>();
  private retries = 0;
  welcome: { games: OfferedGame[] } | null = null;

  // `onMessage` sees every message (answers too); `onOpen` runs after each
  // welcome (a reconnection's too), `onLost` when the connection dropped.
  constructor(private readonly onMessage: Listener, private readonly onOpen: () => void,
              private readonly onLost: () => void) {}

  open(): void {
    const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/`;
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: "hello", protocol: 1, client: "djed-web", views: true, language }));
    socket.onmessage = (e) => {
      let message: Message;
      try { message = JSON.parse(String(e.data)); } catch { return; }
      if (message.type === "welcome") {
        this.retries = 0;
        this.welcome = message as unknown as { games: OfferedGame[] };
        this.onOpen();
        return;
      }
      if (typeof message.id === "number" && this.waiting.has(message.id)) {
        const answer = this.waiting.get(message.id)!;
        this.waiting.delete(message.id);
        answer(message);
      }
      this.onMessage(message);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      for (const answer of this.waiting.values()) answer({ type: "error", code: "lost", reason: "" });
      this.waiting.clear();
      this.onLost();
      // Again after 1, 2, 4 ... seconds, at most 10 (and a little random, so
      // that the clients of a restarted server do not all come at once).
      const delay = Math.min(10_000, 1000 * 2 ** this.retries++) * (0.8 + Math.random() * 0.4);
      setTimeout(() => this.open(), delay);
    };
  }

  get connected(): boolean { return this.socket !== null && this.socket.readyState === WebSocket.OPEN && this.welcome !== null; }

  send(message: Message): void {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  // A request whose answer carries its id.
  request(message: Message): Promise<Message> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.send({ ...message, id });
    });
  }
}

export function formatClock(clock: string, say: (key: "untimed" | "days" | "minutes", ...a: (string | number)[]) => string): string {
  if (clock === "untimed") return say("untimed");
  const days = /^(\d+)d$/.exec(clock);
  if (days) return say("days", days[1]);
  const fischer = /^(\d+)\+(\d+)$/.exec(clock);
  return fischer ? say("minutes", fischer[1], fischer[2]) : clock;
}
