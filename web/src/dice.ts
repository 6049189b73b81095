// The dice scheme of docs/protocol.md, "Dice": this seat's hash chain (a
// secret from WebCrypto's generator, kept in the browser so that a reload
// can go on revealing), and the check of every throw both seats made.
import { fromHex, sha256, toHex } from "./sha256";

export const CHAIN_LENGTH = 2048;

export class DiceChain {
  private readonly links: Uint8Array[];

  constructor(readonly secret: string) {
    const s = fromHex(secret);
    if (!s || s.length !== 32) throw new Error("a dice secret is 64 hex digits");
    this.links = new Array<Uint8Array>(CHAIN_LENGTH + 1);
    this.links[CHAIN_LENGTH] = s;
    for (let i = CHAIN_LENGTH; i > 0; --i) this.links[i - 1] = sha256(this.links[i]);
  }

  static fresh(): DiceChain {
    const secret = new Uint8Array(32);
    crypto.getRandomValues(secret);
    return new DiceChain(toHex(secret));
  }

  commitment(): string { return toHex(this.links[0]); }
  link(index: number): string { return toHex(this.links[index]); }
}

export interface Outcome { outcome: string; p: number; }

// Whether `link` is the one after `previous` in its chain.
export function linkFollows(link: string, previous: string): boolean {
  const bytes = fromHex(link);
  return bytes !== null && bytes.length === 32 && toHex(sha256(bytes)) === previous;
}

// The outcome two links make of throw `index` (its place in `outcomes`).
export function throwFromLinks(index: number, link0: string, link1: string, outcomes: Outcome[]): number {
  const tag = new TextEncoder().encode("djed-throw-1");
  const a = fromHex(link0), b = fromHex(link1);
  if (!a || !b) return -1;
  const input = new Uint8Array(tag.length + 4 + 64);
  input.set(tag);
  new DataView(input.buffer).setUint32(tag.length, index);
  input.set(a, tag.length + 4);
  input.set(b, tag.length + 36);
  const d = sha256(input);
  const high = new DataView(d.buffer).getBigUint64(0);
  const x = Number(high >> 11n) / 2 ** 53;
  let sum = 0;
  for (let i = 0; i < outcomes.length; ++i) {
    sum += outcomes[i].p;
    if (sum > x) return i;
  }
  return outcomes.length - 1;
}
