// The seats this browser holds, by invite code: the seat token (it is the
// player) and the dice chain's secret, kept so that a reload, a dropped
// network or a second tab comes back to the seat and can go on revealing.

import { toHex } from "./sha256";

export interface SeatRecord {
  game: string;    // the game id
  code: string;
  side: number;
  token: string;
  secret?: string; // the dice chain's secret, in games with dice
}

const KEY = "djed.seats";
const KEEP = 50;  // the most recent seats kept

function all(): SeatRecord[] {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((s) => typeof s?.code === "string" && typeof s?.token === "string") : [];
  } catch {
    return [];
  }
}

// A seat token of this browser's own for a join: the join sent again with it
// (its answer lost with the connection) is answered with the seat it took.
export function newSeatToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return toHex(bytes);
}

export function seatOf(code: string): SeatRecord | undefined {
  return all().find((s) => s.code === code.toLowerCase());
}

export function keepSeat(seat: SeatRecord): void {
  const rest = all().filter((s) => s.code !== seat.code);
  try {
    localStorage.setItem(KEY, JSON.stringify([seat, ...rest].slice(0, KEEP)));
  } catch {
    // Storage refused (a private window): the seat lasts as long as the page.
  }
}

export function savedName(): string {
  return localStorage.getItem("djed.name") ?? "";
}

export function saveName(name: string): void {
  try { localStorage.setItem("djed.name", name); } catch { /* as above */ }
}
