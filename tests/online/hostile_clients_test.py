#!/usr/bin/python3
"""Hostile clients against a real djed-server: every attack a stranger can make with a
WebSocket, each checked for its refusal, for a game beside it that goes on, and for the
server's memory afterwards (docs/server.md, "Limits").

usage: hostile_clients_test.py BIN_DIR SCRATCH_DIR [--sanitized]

--sanitized: the server is built with a sanitizer, which keeps freed memory aside on
purpose; its memory is then reported, not checked.

Starts djed-server from BIN_DIR on a free loopback port with small limits, plays a Seti
game beside the attacks (a turn after each), kills the server with SIGKILL at the end and
checks that the game, restarted from the journal, lost nothing. Clients come from
several loopback addresses (127.0.0.N), as different computers would. Speaks WebSocket
over plain sockets, so that it can send what no library would: broken frames, invalid
UTF-8, and clients that never read. Prints one line per attack; exits 1 with the reason
at the first that gets through.
"""

import base64
import hashlib
import json
import os
import random
import shutil
import signal
import socket
import struct
import subprocess
import sys
import time

TIMEOUT = 10.0          # seconds for any one answer
TOTAL_TIMEOUT = 400.0   # seconds for the whole suite
LIMITS = {              # small, so that each is met quickly
    "--open-idle": 2,
    "--open-games-per-address": 5,
    "--code-guesses": 5,
    "--max-queued-kib": 64,
    "--write-timeout": 3,
    "--spectators": 5,
    "--chat-lines": 30,
    "--seat-connections": 4,
}
STARTED = time.monotonic()
MEASURE_MEMORY = True


class Failure(Exception):
    pass


def check(condition, reason):
    if not condition:
        raise Failure(reason)
    if time.monotonic() - STARTED > TOTAL_TIMEOUT:
        raise Failure(f"the suite took more than {TOTAL_TIMEOUT:.0f} s")


class Closed(Exception):
    pass


class Ws:
    """One WebSocket client connection from a chosen loopback address."""

    def __init__(self, port, source="127.0.0.1", label="client", receive_buffer=0):
        self.label = label
        self.stash = []
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        if receive_buffer:  # a client that reads nothing, and holds little of what it is sent
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
        self.sock.settimeout(TIMEOUT)
        self.sock.bind((source, 0))
        self.sock.connect(("127.0.0.1", port))
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                           f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                           "Sec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(4096)
            check(chunk, f"{label}: the server closed during the handshake")
            head += chunk
        head, self.buffer = head.split(b"\r\n\r\n", 1)
        check(head.startswith(b"HTTP/1.1 101"), f"{label}: handshake answered {head[:40]!r}")

    # ---- frames
    def send_frame(self, opcode, payload, fin=True, times=1):
        """Sends a frame, `times` over in one write (a flood arrives at once)."""
        mask = bytes(4)  # a zero mask: masked, and cheap to build in Python
        first = (0x80 if fin else 0) | opcode
        n = len(payload)
        if n < 126:
            header = struct.pack("!BB", first, 0x80 | n)
        elif n < 65536:
            header = struct.pack("!BBH", first, 0x80 | 126, n)
        else:
            header = struct.pack("!BBQ", first, 0x80 | 127, n)
        self.sock.sendall((header + mask + payload) * times)

    def send(self, message):
        self.send_frame(0x1, json.dumps(message, ensure_ascii=False).encode())

    def _read_exact(self, n, deadline):
        while len(self.buffer) < n:
            self.sock.settimeout(max(0.01, deadline - time.monotonic()))
            try:
                chunk = self.sock.recv(65536)
            except socket.timeout:
                raise TimeoutError()
            except OSError:
                raise Closed()
            if not chunk:
                raise Closed()
            self.buffer += chunk
        out, self.buffer = self.buffer[:n], self.buffer[n:]
        return out

    def recv(self, timeout=TIMEOUT):
        """The next message: one JSON object in a text frame of valid UTF-8."""
        deadline = time.monotonic() + timeout
        fragments = []  # a long message comes in several frames, the last with FIN
        while True:
            first, second = self._read_exact(2, deadline)
            opcode, n = first & 0x0F, second & 0x7F
            if n == 126:
                n = struct.unpack("!H", self._read_exact(2, deadline))[0]
            elif n == 127:
                n = struct.unpack("!Q", self._read_exact(8, deadline))[0]
            payload = self._read_exact(n, deadline)
            if opcode in (0x0, 0x1) and not first & 0x80:
                fragments.append((opcode, payload))
                continue
            if opcode == 0x0 and fragments:
                opcode, payload = fragments[0][0], b"".join(p for _, p in fragments) + payload
                fragments = []
            if opcode == 0x9:
                self.send_frame(0xA, payload)
                continue
            if opcode == 0x8:
                raise Closed()
            if opcode == 0xA:
                continue
            check(opcode == 0x1, f"{self.label}: a frame of opcode {opcode} from the server")
            try:
                message = json.loads(payload.decode("utf-8", errors="strict"))
            except (UnicodeDecodeError, ValueError) as e:
                raise Failure(f"{self.label}: the server sent what is not UTF-8 JSON ({e}): {payload[:80]!r}")
            check(isinstance(message, dict) and isinstance(message.get("type"), str),
                  f"{self.label}: a message without type: {payload[:80]!r}")
            return message

    def wait_for(self, matches, what, timeout=TIMEOUT):
        for i, message in enumerate(self.stash):
            if matches(message):
                return self.stash.pop(i)
        deadline = time.monotonic() + timeout
        while True:
            try:
                message = self.recv(max(0.01, deadline - time.monotonic()))
            except TimeoutError:
                raise Failure(f"{self.label}: no {what} within {timeout:.0f} s")
            except Closed:
                raise Failure(f"{self.label}: closed while waiting for {what}")
            if matches(message):
                return message
            self.stash.append(message)

    def answer(self, what, types=("error",), timeout=TIMEOUT):
        """The next message of one of `types` (errors included), others stashed."""
        return self.wait_for(lambda m: m["type"] in types or m["type"] == "error", what, timeout)

    def error(self, what):
        message = self.answer(what, ("error",))
        return message.get("code")

    def closed_within(self, timeout):
        deadline = time.monotonic() + timeout
        try:
            while time.monotonic() < deadline:
                self.stash.append(self.recv(max(0.01, deadline - time.monotonic())))
        except Closed:  # a close frame, or the connection gone
            return True
        except TimeoutError:
            pass
        return self.is_closed()

    def is_closed(self):
        self.sock.settimeout(0.05)
        try:
            while True:
                chunk = self.sock.recv(65536)
                if not chunk:
                    return True
        except socket.timeout:
            return False
        except OSError:
            return True

    def hello(self, turn_lists=True):
        self.send({"type": "hello", "protocol": 1, "client": "hostile", "turn_lists": turn_lists})
        welcome = self.answer("welcome", ("welcome",))
        check(welcome["type"] == "welcome", f"{self.label}: hello answered {welcome}")
        return self

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


# Connections that must stay alive while the suite waits: the server pings every 10 s
# and closes a connection that has not answered for 20.
KEEP = []


def nap(seconds):
    """Waits, reading what the kept connections are sent (and answering pings)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        for ws in list(KEEP):
            try:
                ws.stash.append(ws.recv(0.02))
            except (TimeoutError, Closed):
                pass
        time.sleep(0.02)


class Server:
    def __init__(self, bin_dir, data):
        self.bin_dir, self.data = bin_dir, data
        self.process = None
        self.port = 0

    def start(self):
        args = [os.path.join(self.bin_dir, "djed-server"), "--listen", f"127.0.0.1:{self.port}", "--data", self.data]
        for flag, value in LIMITS.items():
            args += [flag, str(value)]
        self.log = open(os.path.join(os.path.dirname(self.data), "server.log"), "a")
        self.process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=self.log, text=True)
        line = self.process.stdout.readline()
        check(line.startswith("listening on "), f"djed-server did not start: {line!r}")
        self.port = int(line.strip().rsplit(":", 1)[1])

    def rss_mb(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        return 0.0

    def alive(self):
        return self.process.poll() is None

    def kill(self):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(10)


# ---------------------------------------------------------------- a game beside the attacks

class Game:
    """Two players of a game with listed turns, moving at random."""

    def __init__(self, server, rules, variant, names=("Ann", "Bob"), sources=("127.0.0.2", "127.0.0.3"),
                 listed=False):
        self.server = server
        self.rng = random.Random(rules + variant)
        first = Ws(server.port, sources[0], f"{rules} {names[0]}").hello()
        first.send({"type": "create", "name": names[0], "game": rules, "variant": variant, "seat": "first",
                    "listed": listed})
        seated = first.answer("seated", ("seated",))
        check(seated["type"] == "seated", f"create answered {seated}")
        self.code, self.id = seated["code"], seated["game"]
        second = Ws(server.port, sources[1], f"{rules} {names[1]}").hello()
        second.send({"type": "join", "name": names[1], "code": self.code})
        joined = second.answer("seated", ("seated",))
        check(joined["type"] == "seated", f"join answered {joined}")
        self.players = {seated["side"]: first, joined["side"]: second}
        KEEP.extend([first, second])
        self.tokens = {seated["side"]: seated["token"], joined["side"]: joined["token"]}
        self.sources = {seated["side"]: sources[0], joined["side"]: sources[1]}
        self.ply = 0

    def turn_request(self):
        """The side to move and its turn request (the latest, for this ply)."""
        for side, ws in self.players.items():
            for message in ws.stash:
                if message["type"] == "turn-request" and message["ply"] == self.ply:
                    return side, message
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            for side, ws in self.players.items():
                try:
                    message = ws.recv(0.05)
                except TimeoutError:
                    continue
                except Closed:
                    raise Failure(f"{ws.label}: closed")
                ws.stash.append(message)
                if message["type"] == "turn-request" and message["ply"] == self.ply:
                    return side, message
        raise Failure(f"the game beside the attacks got no turn request for ply {self.ply}")

    def move(self):
        """Plays one turn; checks the other side hears of it."""
        side, request = self.turn_request()
        turns = request.get("turns")
        check(turns, f"a turn request without its turns: {request}")
        turn = self.rng.choice(turns)
        self.players[side].send({"type": "turn", "turn": turn, "ply": self.ply})
        other = self.players[1 - side]
        event = other.wait_for(lambda m: m["type"] == "event" and m.get("kind") == "turn" and m.get("ply") == self.ply,
                               f"the event of ply {self.ply}")
        check(event["turn"] == turn, f"played {turn}, the other side heard {event['turn']}")
        self.ply += 1
        for ws in self.players.values():
            ws.stash = [m for m in ws.stash if not (m["type"] == "turn-request" and m["ply"] < self.ply)]
        return side

    def close(self):
        for ws in self.players.values():
            ws.close()


# ---------------------------------------------------------------- the attacks

def report(name, detail=""):
    print(f"held: {name}" + (f" ({detail})" if detail else ""), flush=True)


def foreign_turns(server, beside):
    """The turn that once stopped every game: non-ASCII text quoted one byte at a time."""
    game = Game(server, "seti", "aleph", sources=("127.0.0.4", "127.0.0.5"))
    side, _ = game.turn_request()
    mover = game.players[side]
    for turn in ["é1-b2", "b\u00e9-b2", "日本", "\U00013000-a1", "é" * 200]:
        mover.send({"type": "turn", "turn": turn, "ply": 0})
        answer = mover.answer(f"the answer to {turn!r}")
        check(answer["type"] == "error" and answer["code"] in ("illegal-turn", "bad-field"),
              f"the turn {turn!r} answered {answer}")
    # Bytes that are not UTF-8 in a text frame: refused or closed, never a crash.
    raw = Ws(server.port, "127.0.0.4", "raw bytes").hello()
    raw.send_frame(0x1, b'{"type":"turn","turn":"\xc3","ply":0}')
    raw.closed_within(1.0)
    check(server.alive(), "the server died")
    beside.move()
    mover.send({"type": "turn", "turn": "a1-a1", "ply": 0})  # the Seti game itself goes on too
    check(mover.answer("a refusal")["type"] == "error", "a nonsense turn was taken")
    game.move()
    report("a turn in foreign characters", "refused as illegal-turn, valid JSON; both games go on")
    return game


def broken_frames(server, beside):
    c = Ws(server.port, "127.0.0.6", "frames").hello()
    c.send_frame(0x2, b'{"type":"ping"}')
    check(c.error("a binary frame") == "bad-json", "a binary frame was not refused")
    c.send_frame(0x1, b"{not json")
    check(c.error("broken JSON") == "bad-json", "broken JSON was not refused")
    c.send_frame(0x1, b"[1,2,3]")
    check(c.error("an array") == "bad-json", "an array was not refused")
    c.send({"type": "ping", "pad": "x" * 20000})
    check(c.error("20 KB") == "too-large", "a 20 KB message was not refused")
    c.send({"type": "turn", "turn": "a1-b2", "ply": 0})
    check(c.error("a turn without a seat") == "not-seated", "a turn without a seat was not refused")
    c.send({"type": "resume", "token": "0" * 32})
    check(c.error("a made-up token") == "bad-token", "a made-up token was not refused")
    c.send({"type": "hello", "protocol": 1})
    check(c.error("a second hello") == "hello-first", "a second hello was not refused")
    big = Ws(server.port, "127.0.0.6", "huge frame").hello()
    big.send_frame(0x1, b'{"type":"ping","pad":"' + b"x" * 70000 + b'"}')
    check(big.closed_within(3), "a 70 KB frame did not close its connection")
    c.send({"type": "ping", "id": 7})
    check(c.answer("pong", ("pong",)).get("id") == 7, "the connection beside did not answer a ping")
    beside.move()
    report("broken and oversized frames", "bad-json, too-large, not-seated, bad-token; 70 KB closed")


def the_other_seat(server, beside):
    side, _ = beside.turn_request()
    waiting = beside.players[1 - side]
    waiting.send({"type": "turn", "turn": "a1-a2", "ply": beside.ply})
    check(waiting.error("a turn for the other seat") == "not-your-turn", "a turn for the other seat was taken")
    stranger = Ws(server.port, "127.0.0.7", "stranger").hello()
    stranger.send({"type": "watch", "code": beside.code})
    check(stranger.answer("watching", ("watching",))["type"] == "watching", "a spectator was refused")
    stranger.send({"type": "resign"})
    check(stranger.error("a spectator's resign") == "not-seated", "a spectator resigned a game")
    stranger.close()
    beside.move()
    report("acting for another seat", "not-your-turn, not-seated")


def join_tokens(server, beside):
    """A join's own seat token (docs/protocol.md, "Coming back"), sent wrongly: each
    refused as bad-field before any lookup; a well-formed token that is no seat's finds
    the game full; the players keep their seats and the game goes on."""
    intruder = Ws(server.port, "127.0.0.8", "token intruder").hello()
    for token in ["ABCDEF0123456789ABCDEF0123456789", "0" * 31, "0" * 33, "g" * 32, "<b>" + "0" * 29, 12345,
                  ["0" * 32], {"t": "0" * 32}, None]:
        intruder.send({"type": "join", "name": "Eve", "code": beside.code, "token": token})
        check(intruder.error(f"a join with the token {token!r}") == "bad-field", f"a join took the token {token!r}")
    intruder.send({"type": "join", "name": "Eve", "code": beside.code, "token": os.urandom(16).hex()})
    check(intruder.error("a join of a full game with a token of its own") == "game-full",
          "a token that is no seat's took a seat")
    intruder.close()
    beside.move()
    report("joins with tokens of their own, wrongly", "bad-field; another token: game-full; the game goes on")


def views_and_steps(server, beside):
    """What a client without the rules may ask (describe, step, views in a language),
    asked wrongly: each refused with its reason, the descriptions kept per language the
    games have (a made-up language is sent English, from the same copy), the game beside
    going on."""
    c = Ws(server.port, "127.0.0.40", "rules-free")
    c.send({"type": "hello", "protocol": 1, "views": True, "language": "x" * 16})
    check(c.answer("welcome", ("welcome",))["type"] == "welcome", "a hello with views and a made-up language")
    for i in range(40):
        c.send({"type": "describe", "id": i, "game": "seti", "variant": "beth"})
        d = c.answer("a description", ("description",))
        check(d["type"] == "description" and d["language"] == "en" and d["id"] == i, f"describe {i}: {str(d)[:120]}")
    for bad, code in (({"type": "describe", "game": "x" * 65}, "bad-field"),
                      ({"type": "describe", "game": "chess"}, "unknown-game"),
                      ({"type": "describe", "game": "seti", "variant": "gimel"}, "unknown-game")):
        c.send(bad)
        check(c.error("a describe of nothing") == code, f"{str(bad)[:60]} was not refused as {code}")
    c.send({"type": "hello", "protocol": 1, "language": "de<script>"})
    check(c.error("a language with markup") == "bad-field", "a language with markup was taken")
    c.send({"type": "step", "ply": 0, "path": []})
    check(c.error("a step without a seat") == "not-seated", "a step without a seat was answered")
    side, _ = beside.turn_request()
    mover, waiting = beside.players[side], beside.players[1 - side]
    waiting.send({"type": "step", "ply": beside.ply, "path": []})
    check(waiting.error("a step of the other seat") == "not-your-turn", "the other seat stepped")
    for path in ([0] * 65, [65536], [-1], ["a"], "0 1", [60000], [0, 0, 0, 0, 0, 0, 0, 0]):
        mover.send({"type": "step", "ply": beside.ply, "path": path})
        check(mover.error(f"the path {str(path)[:40]}") == "bad-field", f"the path {str(path)[:40]} was taken")
    beside.move()
    c.close()
    report("describe and step asked wrongly", "bad-field, unknown-game, not-seated, not-your-turn")


def flood(server, beside):
    c = Ws(server.port, "127.0.0.8", "flood").hello()
    try:
        c.send_frame(0x1, b'{"type":"ping"}', times=400)
    except OSError:
        pass
    check(c.closed_within(5), "400 pings at once did not close the connection")
    beside.move()
    report("a flood of messages", "rate-limited, then closed")


def half_open(server, beside):
    """Connections that never finish their handshake: a few per address, briefly."""
    held = []
    for _ in range(40):
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind(("127.0.0.70", 0))
        sock.connect(("127.0.0.1", server.port))
        sock.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")  # and never the rest
        held.append(sock)
    gone = set()
    deadline = time.monotonic() + 5
    while len(gone) < 40 - 16 and time.monotonic() < deadline:
        for i, sock in enumerate(held):
            if i in gone:
                continue
            sock.settimeout(0.01)
            try:
                if sock.recv(1) == b"":
                    gone.add(i)
            except socket.timeout:
                pass
            except OSError:
                gone.add(i)
    closed = len(gone)
    check(closed >= 40 - 16, f"{40 - closed} half-open connections from one address were held, not at most 16")
    other = Ws(server.port, "127.0.0.71", "another address").hello()
    other.close()
    beside.move()
    for sock in held:
        sock.close()
    report("40 handshakes begun and never finished", f"{closed} closed at once, another address served")


def seat_copies(server, seti, beside):
    side = next(iter(seti.tokens))
    token = seti.tokens[side]
    copies = []
    for i in range(7):
        c = Ws(server.port, "127.0.0.9", f"copy {i}").hello()
        c.send({"type": "resume", "token": token})
        check(c.answer("seated", ("seated",))["type"] == "seated", "a resume of a real token was refused")
        copies.append(c)
    check(seti.players[side].closed_within(2), "the seat's first connection stayed open beside 7 newer ones")
    closed = sum(1 for c in copies[:3] if c.closed_within(1))
    check(closed == 3, f"{closed} of the 3 oldest copies were closed, not 3")
    check(not any(c.is_closed() for c in copies[3:]), "a newest copy was closed")
    for c in copies:
        c.close()
    seti.players[side] = Ws(server.port, seti.sources[side], "seti again").hello()
    seti.players[side].send({"type": "resume", "token": token})
    check(seti.players[side].answer("seated", ("seated",))["type"] == "seated", "the player could not come back")
    beside.move()
    report("one seat resumed from 8 connections", "4 kept, the oldest closed; the player comes back")


def slow_readers(server, beside):
    """Clients that ask for much and read nothing: closed, and the memory given back."""
    start = server.rss_mb()
    hosts = []
    for a in range(8):  # a list of 40 open games, so that each answer to list is long (5 KB)
        for g in range(LIMITS["--open-games-per-address"]):
            h = Ws(server.port, f"127.0.1.{a}", "host").hello()
            h.send({"type": "create", "name": f"Host{a}{g} " + "x" * 16, "game": "seti", "variant": "beth"})
            check(h.answer("seated", ("seated",))["type"] == "seated", "a host could not create")
            hosts.append(h)
    KEEP.extend(hosts)
    readers = []
    for a in range(15):
        for i in range(10):
            r = Ws(server.port, f"127.0.2.{a}", f"reader {a}.{i}", receive_buffer=4096).hello()
            readers.append(r)
    # 20 lists a second from each (its allowance), 5 KB each, for 4 seconds.
    for second in range(4):
        for r in readers:
            try:
                r.send_frame(0x1, b'{"type":"list"}', times=20 if second else 60)
            except OSError:
                pass
        nap(1.0)
    peak = server.rss_mb()
    nap(LIMITS["--write-timeout"] + 2)
    closed = sum(1 for r in readers if r.is_closed())
    for r in readers:
        r.close()
    for h in hosts:
        KEEP.remove(h)
        h.close()
    nap(12)  # freed memory goes back to the system every 10 s
    after = server.rss_mb()
    check(closed == len(readers), f"only {closed} of {len(readers)} readers that never read were closed")
    if MEASURE_MEMORY:
        check(peak - start < 120, f"the server grew from {start:.0f} MB to {peak:.0f} MB under slow readers")
        check(after - start < 20,
              f"the server kept {after - start:.0f} MB after the slow readers left ({start:.0f} MB before)")
    beside.move()
    report(f"{len(readers)} clients that never read", f"all closed; {start:.0f} MB, at most {peak:.0f} MB, {after:.0f} MB after")


def burst_reader(server, beside):
    """A client that reads, but slower than a burst of answers: closed when its queue is
    full, while a write to it is under way (this once crashed the server)."""
    game = Game(server, "seti", "beth", sources=("127.0.0.80", "127.0.0.81"))
    line = json.dumps({"type": "chat", "text": "\U00013000" * 300}, ensure_ascii=False).encode()
    for ws in game.players.values():
        ws.send_frame(0x1, line, times=LIMITS["--chat-lines"] // 2)
    nap(1.0)
    token = next(iter(game.tokens.values()))
    for attempt in range(3):
        c = Ws(server.port, "127.0.0.82", f"burst reader {attempt}")
        c.hello()
        c.send_frame(0x1, json.dumps({"type": "resume", "token": token}).encode(), times=6)
        c.sock.settimeout(0.3)
        end = time.monotonic() + 2
        while time.monotonic() < end:  # reads what comes, as a live client does, but slowly
            try:
                if not c.sock.recv(1 << 20):
                    break
            except socket.timeout:
                pass
            except OSError:
                break
            time.sleep(0.05)
        c.close()
        check(server.alive(), "the server died under a client that reads slower than a burst")
    game.close()
    for ws in game.players.values():
        KEEP.remove(ws)
    beside.move()
    report("a reader slower than a burst of answers", "closed when its queue was full; the server goes on")


def abandoned_games(server, beside):
    made = []
    for i in range(LIMITS["--open-games-per-address"]):
        c = Ws(server.port, "127.0.0.20", f"creator {i}").hello()
        c.send({"type": "create", "name": "Gone", "game": "seti", "variant": "beth"})
        check(c.answer("seated", ("seated",))["type"] == "seated", "create refused below the limit")
        made.append(c)
    extra = Ws(server.port, "127.0.0.20", "one too many").hello()
    extra.send({"type": "create", "name": "Gone", "game": "seti", "variant": "beth"})
    check(extra.error("a create over the limit") == "too-many-games", "a create over the address's limit was taken")
    extra.close()
    for c in made:
        c.close()
    lister = Ws(server.port, "127.0.0.21", "lister").hello()
    deadline = time.monotonic() + LIMITS["--open-idle"] + 8
    while True:
        lister.send({"type": "list"})
        games = lister.answer("games", ("games",))["games"]
        gone = not any(g["name"] == "Gone" for g in games)
        if gone or time.monotonic() > deadline:
            break
        nap(0.5)
    check(gone, "open games whose creator left are still listed")
    again = Ws(server.port, "127.0.0.20", "creator again").hello()
    again.send({"type": "create", "name": "Back", "game": "seti", "variant": "beth"})
    check(again.answer("seated", ("seated",))["type"] == "seated", "the address could not create after expiry")
    again.close()
    lister.close()
    beside.move()
    report("open games made and abandoned", "5 per address, then too-many-games; gone from the list after 2 s")


def followers(server, beside):
    """Many followers of the lobby, most never reading, while its open games change five
    times a second: each is sent the list at most once a second, and the server serves on."""
    silent = [Ws(server.port, f"127.0.3.{a}", f"silent follower {a}.{i}", receive_buffer=4096).hello()
              for a in range(10) for i in range(10)]
    for f in silent:
        f.send({"type": "list", "follow": True})
    watcher = Ws(server.port, "127.0.3.200", "watching follower").hello()
    watcher.send({"type": "list", "follow": True})
    check(watcher.answer("the first list", ("games",))["type"] == "games", "no list for a follower")
    lists = 0
    end = time.monotonic() + 6
    host = 0
    while time.monotonic() < end:
        # An open game made and left again: the lobby changes.
        h = Ws(server.port, f"127.0.4.{host % 200}", "changing host").hello()
        h.send({"type": "create", "name": f"Change{host}", "game": "seti", "variant": "beth"})
        h.answer("seated", ("seated",))
        h.close()
        host += 1
        try:
            while True:
                message = watcher.recv(timeout=0.2)
                if message["type"] == "games":
                    lists += 1
        except (socket.timeout, TimeoutError):
            pass
        except Closed:
            raise Failure("the watching follower was closed")
    check(lists >= 3, f"a follower was sent {lists} lists in 6 s of a changing lobby")
    check(lists <= 9, f"a follower was sent {lists} lists in 6 s: more than one a second")
    check(server.alive(), "the server died under followers")
    for f in silent:
        f.close()
    watcher.close()
    beside.move()
    report(f"{len(silent)} followers of the lobby that never read, and one that does",
           f"{lists} lists in 6 s to the reader while {host} games came and went")


def guessing(server, beside, unlisted):
    host = Ws(server.port, "127.0.0.32", "listed host").hello()
    host.send({"type": "create", "name": "Open", "game": "seti", "variant": "beth"})
    listed = host.answer("seated", ("seated",))["code"]
    check(len(listed) == 8, f"a code of {len(listed)} characters: {listed}")
    g = Ws(server.port, "127.0.0.30", "guesser").hello()
    alphabet = "23456789abcdefghjkmnpqrstuvwxyz"
    rng = random.Random(5)
    answers = []
    for _ in range(12):
        g.send({"type": "watch", "code": "".join(rng.choice(alphabet) for _ in range(8))})
        answers.append(g.error("the answer to a guess"))
    check(answers.count("unknown-code") == LIMITS["--code-guesses"],
          f"{answers.count('unknown-code')} guesses were looked up, not {LIMITS['--code-guesses']}: {answers}")
    check(answers.count("rate-limited") == 12 - LIMITS["--code-guesses"], f"guesses were not limited: {answers}")
    g.send({"type": "watch", "code": unlisted})
    check(g.error("a right guess after the limit") == "rate-limited", "a guesser out of guesses found a game")
    g.send({"type": "watch", "code": listed})
    check(g.answer("watching", ("watching",))["type"] == "watching", "a listed game's code was refused")
    friend = Ws(server.port, "127.0.0.31", "friend").hello()
    friend.send({"type": "watch", "code": unlisted})
    check(friend.answer("watching", ("watching",))["type"] == "watching", "a friend with the code was refused")
    for c in (g, friend, host):
        c.close()
    beside.move()
    report("guessing invite codes", f"{LIMITS['--code-guesses']} a minute, then rate-limited; listed codes stay open")


def invisible_characters(server, beside, seti):
    bad = ["\u0085", "\u009b[31m", "\u2028", "\u202e", "\u200b", "\ufeff", "\uffff", "\u00a0", "\x1b[2J"]
    c = Ws(server.port, "127.0.0.40", "names").hello()
    for hidden in bad:
        c.send({"type": "create", "name": "An" + hidden + "n", "game": "seti", "variant": "beth"})
        check(c.error(f"a name with {hidden!r}") == "bad-field", f"a name with {hidden!r} was taken")
    side = next(iter(seti.players))
    for hidden in bad:
        seti.players[side].send({"type": "chat", "text": "hi" + hidden})
        check(seti.players[side].error(f"chat with {hidden!r}") == "bad-field", f"chat with {hidden!r} was taken")
    c.close()
    beside.move()
    report("invisible and control characters", f"{len(bad)} kinds refused in names and in chat")


def names_in_records(server, bin_dir, data):
    names = ("A B", '"Q" O\'Neil \\ [x]')
    game = Game(server, "seti", "beth", names=names, sources=("127.0.0.50", "127.0.0.51"))
    game.move()
    game.move()
    side = next(iter(game.players))
    game.players[side].send({"type": "resign"})
    game.players[1 - side].wait_for(lambda m: m["type"] == "event" and m.get("kind") == "end", "the end")
    record = os.path.join(data, "records", game.id + ".djed")
    deadline = time.monotonic() + TIMEOUT
    while not os.path.exists(record) and time.monotonic() < deadline:
        time.sleep(0.1)
    check(os.path.exists(record), f"no record {record}")
    replay = subprocess.run([os.path.join(bin_dir, "djed-cli"), "replay", record], capture_output=True, text=True,
                            timeout=60)
    check(replay.returncode == 0, f"djed-cli replay of a record of {names}: {replay.stdout}{replay.stderr}")
    with open(record, encoding="utf-8") as f:
        text = f.read()
    check('"remote A B"' in text, f"the record does not keep the name 'A B':\n{text}")
    game.close()
    report("names with spaces and quotes", "the record reads back with djed-cli replay")


def killed_and_back(server, beside):
    """kill -9 after the attacks: the game beside them lost nothing."""
    played = beside.ply
    server.kill()
    for ws in beside.players.values():
        KEEP.remove(ws)
    beside.close()
    server.start()
    for side in (0, 1):
        ws = Ws(server.port, beside.sources[side], f"back {side}").hello()
        ws.send({"type": "resume", "token": beside.tokens[side]})
        check(ws.answer("seated", ("seated",))["type"] == "seated", "a seat could not resume after kill -9")
        ws.stash.append(ws.answer("its status", ("status",)))
        beside.players[side] = ws
        KEEP.append(ws)
    turns = [m for m in beside.players[0].stash if m["type"] == "event" and m.get("kind") == "turn"]
    check(len(turns) == played, f"{played} turns were acknowledged, {len(turns)} came back after kill -9")
    lister = Ws(server.port, "127.0.0.60", "lister").hello()
    lister.send({"type": "list"})
    games = lister.answer("games", ("games",))["games"]
    check(not any(g["name"] == "Gone" for g in games), "an expired game came back after the restart")
    beside.move()
    report("kill -9 after the attacks", f"{played} turns back, expired games stay gone")


def main():
    global MEASURE_MEMORY
    if len(sys.argv) not in (3, 4) or (len(sys.argv) == 4 and sys.argv[3] != "--sanitized"):
        print(__doc__, file=sys.stderr)
        return 2
    bin_dir, scratch = sys.argv[1], sys.argv[2]
    MEASURE_MEMORY = len(sys.argv) == 3
    shutil.rmtree(scratch, ignore_errors=True)
    os.makedirs(scratch)
    data = os.path.join(scratch, "data")
    server = Server(bin_dir, data)
    try:
        server.start()
        beside = Game(server, "seti", "beth")
        beside.move()
        seti = foreign_turns(server, beside)
        broken_frames(server, beside)
        the_other_seat(server, beside)
        join_tokens(server, beside)
        views_and_steps(server, beside)
        flood(server, beside)
        half_open(server, beside)
        seat_copies(server, seti, beside)
        invisible_characters(server, beside, seti)
        hidden = Ws(server.port, "127.0.0.33", "unlisted host").hello()
        hidden.send({"type": "create", "name": "Hidden", "game": "seti", "variant": "beth", "listed": False})
        unlisted = hidden.answer("seated", ("seated",))["code"]
        guessing(server, beside, unlisted)
        followers(server, beside)
        burst_reader(server, beside)
        abandoned_games(server, beside)
        slow_readers(server, beside)
        names_in_records(server, bin_dir, data)
        killed_and_back(server, beside)
        check(server.alive(), "the server died")
    except Failure as e:
        print(f"FAILED: {e}", flush=True)
        print(f"(the server's log: {os.path.join(scratch, 'server.log')})")
        return 1
    finally:
        server.kill()
    print(f"every attack held ({time.monotonic() - STARTED:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
