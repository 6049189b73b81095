#!/usr/bin/python3
"""A client of djed-server that uses nothing but what docs/protocol.md says, run as a
test: when it passes, the document is enough to play on the server.

usage: python_client_test.py DJED_SERVER SCRATCH_DIR

Starts the server on a free port, plays a game of Ramses (clock 5+2) and one of Pharao
(with dice) between two connections choosing their turns at random, and checks the
protocol on the way: the open games list, errors, a spectator, and a seat resumed on a
new connection in the middle of a game. Prints a summary and exits 0 when everything
holds; prints one line saying why and exits 1 otherwise.

Needs Python 3.9+ and the websockets package (10.x).
"""

import asyncio
import hashlib
import json
import os
import random
import shutil
import sys
import time

import websockets

PROTOCOL = 1
SEED = 20240601
RECV_TIMEOUT = 10.0      # seconds for any one message from the server
START_TIMEOUT = 10.0     # seconds for the server to say where it listens
TOTAL_TIMEOUT = 300.0    # seconds for the whole test
MAX_MESSAGES = 20000     # messages one connection may receive
MAX_TURNS = 1000         # turns one game may take (the games draw after 300)
CHAIN_LENGTH = 2048
# The server allows 20 messages a second on average and bursts of 60, and drops what is
# over; stay below both so that nothing is lost.
SEND_RATE = 18.0
SEND_BURST = 45.0
# In Ramses the joiner drops its connection at its first turn request from this ply, before
# answering it; the creator at its first from the next, just after answering it.
RESUME_AT_PLY = 5


class TestFailure(Exception):
    pass


def check(condition, reason):
    if not condition:
        raise TestFailure(reason)


def sha256(data):
    return hashlib.sha256(data).digest()


# ---------------------------------------------------------------- connections

class Client:
    """One WebSocket connection: paced sends, timed receives, and a stash of messages read
    ahead while waiting for a particular one (they are handed out later, in order)."""

    def __init__(self, ws, label):
        self.ws = ws
        self.label = label
        self.stash = []
        self.next_id = 0
        self.received = 0
        self.tokens = SEND_BURST
        self.filled_at = time.monotonic()

    @classmethod
    async def connect(cls, url, label):
        try:
            ws = await websockets.connect(url, open_timeout=RECV_TIMEOUT)
        except (OSError, asyncio.TimeoutError, websockets.WebSocketException) as e:
            raise TestFailure(f"{label}: cannot connect to {url}: {e}")
        return cls(ws, label)

    async def hello(self):
        """Says hello; returns the welcome (which, not being listed among the direct
        answers, is not matched by id)."""
        # Without the games' rules, this client moves from the listed turns.
        await self.send({"type": "hello", "protocol": PROTOCOL, "client": "python_client_test", "turn_lists": True})
        welcome = await self.wait_for(lambda m: m["type"] in ("welcome", "error"), "welcome")
        check(welcome["type"] == "welcome", f"{self.label}: hello answered by {welcome}")
        check(welcome.get("protocol") == PROTOCOL, f"{self.label}: welcome of protocol {welcome.get('protocol')}")
        return welcome

    async def pace(self):
        now = time.monotonic()
        self.tokens = min(SEND_BURST, self.tokens + (now - self.filled_at) * SEND_RATE)
        self.filled_at = now
        if self.tokens < 1:
            await asyncio.sleep((1 - self.tokens) / SEND_RATE)
            self.tokens = 1
            self.filled_at = time.monotonic()
        self.tokens -= 1

    async def send_text(self, text):
        await self.pace()
        try:
            await self.ws.send(text)
        except websockets.ConnectionClosed as e:
            raise TestFailure(f"{self.label}: connection closed while sending: {e}")

    async def send(self, message):
        await self.send_text(json.dumps(message))

    async def read(self, what="a message"):
        """The next message from the server, straight off the connection."""
        self.received += 1
        check(self.received <= MAX_MESSAGES, f"{self.label}: more than {MAX_MESSAGES} messages")
        try:
            text = await asyncio.wait_for(self.ws.recv(), RECV_TIMEOUT)
        except asyncio.TimeoutError:
            raise TestFailure(f"{self.label}: no {what} from the server for {RECV_TIMEOUT:.0f} s")
        except websockets.ConnectionClosed as e:
            raise TestFailure(f"{self.label}: the server closed the connection: {e}")
        check(isinstance(text, str), f"{self.label}: a binary frame from the server")
        try:
            message = json.loads(text)
        except ValueError:
            raise TestFailure(f"{self.label}: the server sent something not JSON: {text[:80]!r}")
        check(isinstance(message, dict) and isinstance(message.get("type"), str),
              f"{self.label}: the server sent a message without type: {text[:80]!r}")
        return message

    async def next(self):
        """The next message in order: first those stashed, then new ones."""
        if self.stash:
            return self.stash.pop(0)
        return await self.read()

    async def wait_for(self, matches, what, keep=False):
        """The first message (stashed or new) that matches; the others read on the way are
        stashed. With keep the match stays in the stash too."""
        for i, message in enumerate(self.stash):
            if matches(message):
                if not keep:
                    del self.stash[i]
                return message
        while True:
            message = await self.read(what)
            if matches(message):
                if keep:
                    self.stash.append(message)
                return message
            self.stash.append(message)
            check(len(self.stash) < 5000, f"{self.label}: no {what} among 5000 messages")

    async def ask(self, message):
        """Sends a request with an id; returns the direct answer carrying that id."""
        self.next_id += 1
        request_id = self.next_id
        await self.send(dict(message, id=request_id))
        return await self.wait_for(lambda m: m.get("id") == request_id, f"answer to {message['type']}")

    async def request(self, message, answer_type):
        answer = await self.ask(message)
        check(answer["type"] == answer_type,
              f"{self.label}: {message['type']} answered by {answer} instead of {answer_type}")
        return answer

    async def expect_error(self, message, code):
        answer = await self.ask(message)
        check(answer["type"] == "error" and answer.get("code") == code,
              f"{self.label}: {message.get('type')} answered by {answer} instead of error {code}")
        check(isinstance(answer.get("reason"), str) and answer["reason"],
              f"{self.label}: error {code} without a reason")
        return answer

    async def close(self):
        await self.ws.close()


# ---------------------------------------------------------------- dice

class DiceChain:
    """A player's hash chain: h[2048] is a secret, h[i-1] = SHA-256(h[i]), h[0] the commitment."""

    def __init__(self, rng):
        links = [rng.randbytes(32)]
        for _ in range(CHAIN_LENGTH):
            links.append(sha256(links[-1]))
        links.reverse()
        self.links = links

    @property
    def commit(self):
        return self.links[0].hex()

    def link(self, index):
        check(1 <= index <= CHAIN_LENGTH, f"a throw index out of the chain: {index}")
        return self.links[index].hex()


def is_digest(value):
    return (isinstance(value, str) and len(value) == 64
            and all(c in "0123456789abcdef" for c in value))


# ---------------------------------------------------------------- events

class EventLog:
    """The events of one game as one observer sees them: numbered from 1 without gaps or
    repetitions, and every dice throw checked against the players' commitments.

    Spectators are not sent the chat, whose events keep their numbers: they see a gap
    wherever a player chatted, so for them the numbers only have to rise."""

    def __init__(self, label, game, sees_chat=True):
        self.label = label
        self.game = game
        self.sees_chat = sees_chat
        self.last_n = 0
        self.numbers = []        # (n, kind) of every event seen
        self.commits = [None, None]
        self.links = [None, None]
        self.throws = 0
        self.outcomes = {}       # throw index -> the outcomes its reveal request listed
        self.exact_throws = 0    # throws whose outcome was worked out from those
        self.turns = []          # (side, turn) in the order played
        self.chat = []
        self.end = None

    def add(self, event):
        n = event.get("n")
        check(event.get("game") == self.game, f"{self.label}: an event of game {event.get('game')}")
        if self.sees_chat:
            check(n == self.last_n + 1, f"{self.label}: event {n} after event {self.last_n}")
        else:
            check(isinstance(n, int) and n > self.last_n, f"{self.label}: event {n} after event {self.last_n}")
        check(isinstance(event.get("time"), int), f"{self.label}: event {n} without time")
        check(self.end is None, f"{self.label}: event {n} after the end")
        self.last_n = n
        kind = event.get("kind")
        self.numbers.append((n, kind))
        if kind == "created":
            for side, seat in enumerate(event["seats"]):
                if seat and seat.get("commit"):
                    self.commits[side] = seat["commit"]
        elif kind == "joined":
            if "commit" in event:
                self.commits[event["side"]] = event["commit"]
        elif kind == "throw":
            self.check_throw(event)
        elif kind == "turn":
            check(event["ply"] == len(self.turns),
                  f"{self.label}: turn event of ply {event['ply']} after {len(self.turns)} turns")
            check(len(event.get("clocks", [])) == 2, f"{self.label}: turn event without clocks")
            self.turns.append((event["side"], event["turn"]))
            check(len(self.turns) <= MAX_TURNS, f"{self.label}: more than {MAX_TURNS} turns")
        elif kind == "chat":
            check(self.sees_chat, f"{self.label}: sent the chat")
            self.chat.append(event["text"])
        elif kind == "end":
            check(event.get("winner") in (-1, 0, 1), f"{self.label}: end with winner {event.get('winner')}")
            check(isinstance(event.get("reason"), str) and event["reason"], f"{self.label}: end without reason")
            self.end = event

    def check_throw(self, event):
        index = event["index"]
        check(index == self.throws + 1, f"{self.label}: throw {index} after throw {self.throws}")
        links = event["links"]
        check(len(links) == 2, f"{self.label}: throw {index} without two links")
        for side in (0, 1):
            before = self.links[side] if index > 1 else self.commits[side]
            check(is_digest(before), f"{self.label}: no commitment of side {side} before throw {index}")
            check(is_digest(links[side]), f"{self.label}: throw {index}: side {side}'s link is not a hex digest")
            check(sha256(bytes.fromhex(links[side])).hex() == before,
                  f"{self.label}: throw {index}: side {side}'s link does not hash to the one before it")
        # The outcome follows from throw_fraction() and the outcomes the reveal request
        # listed with their chances, summed in order (a spectator is not sent those).
        check(isinstance(event.get("outcome"), str) and event["outcome"],
              f"{self.label}: throw {index} without outcome")
        x = throw_fraction(index, links[0], links[1])
        check(0 <= x < 1, f"{self.label}: throw {index} gives x = {x}")
        outcomes = self.outcomes.get(index)
        if outcomes is not None:
            chosen, total = outcomes[-1]["outcome"], 0.0
            for outcome in outcomes:
                total += outcome["p"]
                if x < total:
                    chosen = outcome["outcome"]
                    break
            check(chosen == event["outcome"],
                  f"{self.label}: throw {index}: the links give {chosen!r}, the server says {event['outcome']!r}")
            self.exact_throws += 1
        self.links = list(links)
        self.throws = index


def throw_fraction(index, link0, link1):
    """The number x in [0, 1) that picks a throw's outcome (the protocol's "Dice")."""
    digest = sha256(b"djed-throw-1" + index.to_bytes(4, "big") + bytes.fromhex(link0) + bytes.fromhex(link1))
    return (int.from_bytes(digest[:8], "big") >> 11) / 2.0 ** 53


# ---------------------------------------------------------------- players

class Player:
    """A seat played from the turn lists the server sends, chosen at random."""

    def __init__(self, url, name, rng, dice):
        self.url = url
        self.name = name
        self.rng = rng
        self.chain = DiceChain(rng) if dice else None
        self.client = None
        self.welcome = None
        self.game = self.code = self.side = self.token = None
        self.log = None
        self.sent = {}           # ply -> the turn sent for it, sent again when asked again
        self.resume_at = None    # ply from which to drop the connection once and resume
        self.answer_before_drop = False
        self.resumed_after = None
        self.asked_when_gone = False

    async def connect(self):
        self.client = await Client.connect(self.url, self.name)
        self.welcome = await self.client.hello()

    def take_seat(self, seated):
        for field in ("game", "code", "side", "token"):
            check(field in seated, f"{self.name}: seated without {field}")
        check(len(seated["token"]) == 32, f"{self.name}: a token of {len(seated['token'])} characters")
        self.game, self.code = seated["game"], seated["code"]
        self.side, self.token = seated["side"], seated["token"]
        self.log = EventLog(self.name, self.game)

    async def create(self, rules, seat, clock=None):
        message = {"type": "create", "name": self.name, "game": rules, "seat": seat}
        if clock:
            message["clock"] = clock
        if self.chain:
            message["commit"] = self.chain.commit
        self.take_seat(await self.client.request(message, "seated"))

    async def join(self, code):
        # What the game is before taking its seat: whether the join needs a commitment.
        invite = await self.client.request({"type": "invite", "code": code}, "invite")
        check(invite.get("code") == code and invite.get("seat") in ("first", "second") and not invite.get("started"),
              f"{self.name}: the invite says {invite}")
        check(invite.get("dice") == (self.chain is not None), f"{self.name}: the invite says dice {invite.get('dice')}")
        message = {"type": "join", "name": self.name, "code": code}
        if invite["dice"]:
            message["commit"] = self.chain.commit
        self.take_seat(await self.client.request(message, "seated"))

    async def play(self):
        """Plays until the game's end event."""
        while self.log.end is None:
            await self.handle(await self.client.next())

    async def handle(self, message):
        kind = message["type"]
        if kind == "event":
            self.log.add(message)
            if message["kind"] == "turn" and message["side"] == self.side:
                check(message["turn"] == self.sent.get(message["ply"]),
                      f"{self.name}: ply {message['ply']} played as {message['turn']!r}, sent {self.sent.get(message['ply'])!r}")
        elif kind == "status":
            check(message.get("game") == self.game, f"{self.name}: status of another game")
            check(message.get("n") == self.log.last_n,
                  f"{self.name}: status at event {message.get('n')}, seen {self.log.last_n}")
            await self.chat_when_gone(message)
        elif kind == "turn-request":
            await self.answer_turn(message)
        elif kind == "reveal-request":
            await self.reveal(message)
        elif kind == "error":
            raise TestFailure(f"{self.name}: error {message.get('code')}: {message.get('reason')}")
        else:
            raise TestFailure(f"{self.name}: unexpected message {message}")

    async def say(self, text):
        await self.client.send({"type": "chat", "text": text})

    async def chat_when_gone(self, status):
        # A line while the other player is away: a resume must bring it back.
        presence = status.get("presence")
        check(isinstance(presence, list) and len(presence) == 2, f"{self.name}: status without presence")
        if presence[1 - self.side] == "gone" and not self.asked_when_gone:
            self.asked_when_gone = True
            await self.say("are you still there?")

    async def answer_turn(self, request):
        ply = request["ply"]
        check(request.get("game") == self.game, f"{self.name}: turn request of another game")
        check(ply == len(self.log.turns), f"{self.name}: turn request for ply {ply} after {len(self.log.turns)} turns")
        turns = request.get("turns")
        check(isinstance(turns, list) and turns, f"{self.name}: turn request for ply {ply} without turns")
        # Asked again for a ply already answered (after a resume): the same turn again,
        # which the server ignores when it was played.
        turn = self.sent.get(ply) or self.rng.choice(turns)
        check(turn in turns, f"{self.name}: the turn sent before, {turn!r}, is no longer offered")
        self.sent[ply] = turn
        if self.resume_at is not None and ply >= self.resume_at and self.resumed_after is None:
            await self.drop_and_resume(ply)
        else:
            await self.client.send({"type": "turn", "turn": turn, "ply": ply})

    async def reveal(self, request):
        check(self.chain is not None, f"{self.name}: a reveal request in a game without dice")
        index = request["index"]
        check(index == self.log.throws + 1, f"{self.name}: reveal request {index} after throw {self.log.throws}")
        outcomes = request.get("outcomes")
        check(isinstance(outcomes, list) and outcomes and abs(sum(o["p"] for o in outcomes) - 1) < 1e-9,
              f"{self.name}: reveal request {index} lists the outcomes {outcomes}")
        self.log.outcomes[index] = outcomes
        await self.client.send({"type": "reveal", "index": index, "link": self.chain.link(index)})

    async def drop_and_resume(self, ply):
        """Loses the connection at the turn request for ply, as a real connection might,
        and comes back on a new one with the token and the last event seen."""
        if self.answer_before_drop:
            await self.client.send({"type": "turn", "turn": self.sent[ply], "ply": ply})
        await self.client.close()
        self.resumed_after = self.log.last_n
        await self.connect()
        seated = await self.client.request(
            {"type": "resume", "token": self.token, "after": self.log.last_n}, "seated")
        check((seated.get("game"), seated.get("side")) == (self.game, self.side),
              f"{self.name}: resumed into {seated}")
        await self.client.wait_for(lambda m: m["type"] == "status", "status after the resume", keep=True)
        if self.answer_before_drop:
            # The turn may or may not have arrived before the close; sending it again is
            # harmless either way.
            await self.client.send({"type": "turn", "turn": self.sent[ply], "ply": ply})
        else:
            # Nothing was sent: the server must ask again.
            await self.client.wait_for(lambda m: m["type"] == "turn-request" and m.get("ply") == ply,
                                       f"turn request for ply {ply} after the resume", keep=True)


class Spectator:
    """Watches a game through to its end."""

    def __init__(self, url):
        self.url = url
        self.client = None
        self.log = None

    async def connect(self):
        self.client = await Client.connect(self.url, "spectator")
        await self.client.hello()

    async def watch(self, code):
        watching = await self.client.request({"type": "watch", "code": code}, "watching")
        self.log = EventLog("spectator", watching["game"], sees_chat=False)

    async def follow(self):
        while self.log.end is None:
            message = await self.client.next()
            if message["type"] == "event":
                self.log.add(message)
            elif message["type"] == "status":
                check(message.get("n", -1) >= self.log.last_n,
                      f"spectator: status at event {message.get('n')}, seen {self.log.last_n}")
            else:
                raise TestFailure(f"spectator: unexpected message {message}")


# ---------------------------------------------------------------- the checks

async def run_together(*coroutines):
    """Runs the coroutines at once; the first failure stops the others."""
    tasks = [asyncio.ensure_future(c) for c in coroutines]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_EXCEPTION)
    for task in pending:
        task.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    for task in done:
        task.result()


async def check_bad_requests(url):
    """Errors that need no game: a wrong protocol, a request before hello, bad JSON."""
    client = await Client.connect(url, "protocol-99")
    await client.send({"type": "hello", "protocol": 99})
    error = await client.read()
    check(error["type"] == "error" and error.get("code") == "protocol-version",
          f"hello with protocol 99 answered by {error}")
    check(str(PROTOCOL) in error.get("reason", ""), f"protocol-version does not say which: {error}")
    try:
        extra = await asyncio.wait_for(client.ws.recv(), RECV_TIMEOUT)
        raise TestFailure(f"after protocol-version the connection stays open and sends {extra!r}")
    except websockets.ConnectionClosed:
        pass
    except asyncio.TimeoutError:
        raise TestFailure("after protocol-version the connection stays open")

    client = await Client.connect(url, "no-hello")
    await client.expect_error({"type": "list"}, "hello-first")
    await client.hello()
    await client.expect_error({"type": "hello", "protocol": PROTOCOL}, "hello-first")
    for text in ("{not json", "[1, 2]"):
        await client.send_text(text)
        error = await client.read()
        check(error["type"] == "error" and error.get("code") == "bad-json",
              f"{text!r} answered by {error} instead of bad-json")
    await client.expect_error({"type": "dance"}, "unknown-type")
    await client.request({"type": "ping"}, "pong")
    await client.close()


def check_welcome(welcome):
    games = {g["id"]: g for g in welcome.get("games", [])}
    for rules, dice in (("ramses", False), ("pharao", True)):
        check(rules in games, f"welcome does not offer {rules}")
        check(games[rules].get("dice") is dice, f"welcome: {rules} with dice {games[rules].get('dice')}")
        check(len(games[rules].get("sides", [])) == 2, f"welcome: {rules} without two sides")


async def open_games(client):
    return (await client.request({"type": "list"}, "games"))["games"]


async def check_listed(client, creator, rules, clock):
    """The created game is in the list, waiting for the second seat."""
    entry = next((g for g in await open_games(client) if g.get("code") == creator.code), None)
    check(entry is not None, f"list does not show the new {rules} game {creator.code}")
    expected = {"game": rules, "clock": clock, "name": creator.name,
                "seat": "second" if creator.side == 0 else "first", "waiting": True}
    for field, value in expected.items():
        check(entry.get(field) == value, f"list shows {field} {entry.get(field)!r}, not {value!r}")


async def check_not_your_turn(players):
    """After the join, the seat not to move may not play (a turn of the mover's list)."""
    status = await players[0].client.wait_for(
        lambda m: m["type"] == "status" and m.get("n", 0) >= 2, "status after the join", keep=True)
    check(status.get("to_move") in (0, 1), f"no side to move after the join: {status}")
    mover = next(p for p in players if p.side == status["to_move"])
    other = next(p for p in players if p is not mover)
    request = await mover.client.wait_for(lambda m: m["type"] == "turn-request", "turn request", keep=True)
    await other.client.expect_error({"type": "turn", "turn": request["turns"][0], "ply": 0}, "not-your-turn")


def check_same_game(players, spectator):
    """Everybody saw the same turns and the same end; the spectator all but the chat."""
    logs = [p.log for p in players] + [spectator.log]
    check(players[1].log.numbers == players[0].log.numbers, "the players saw different events")
    check(players[1].log.chat == players[0].log.chat, "the players saw different chat")
    check(spectator.log.numbers == [e for e in players[0].log.numbers if e[1] != "chat"],
          "the spectator did not see exactly the players' events without the chat")
    for log in logs[1:]:
        check(log.turns == logs[0].turns, f"{log.label} saw other turns than {logs[0].label}")
        check(log.throws == logs[0].throws, f"{log.label} saw other throws than {logs[0].label}")
        check({k: log.end[k] for k in ("winner", "reason")} == {k: logs[0].end[k] for k in ("winner", "reason")},
              f"{log.label} saw another end than {logs[0].label}")
    check(len(spectator.log.turns) > 0, "the spectator saw no turn")


async def play_ramses(url, rng):
    creator = Player(url, "Ann", random.Random(rng.random()), dice=False)
    joiner = Player(url, "Bob", random.Random(rng.random()), dice=False)
    spectator = Spectator(url)
    await creator.connect()
    await joiner.connect()
    await spectator.connect()
    check_welcome(creator.welcome)

    await creator.create("ramses", "first", "5+2")
    await check_listed(joiner.client, creator, "ramses", "5+2")
    await joiner.join(creator.code)
    check(joiner.side == 1 - creator.side, f"both seats on side {creator.side}")
    check(all(g.get("code") != creator.code for g in await open_games(spectator.client)),
          "list still shows the game after the join")
    await check_not_your_turn([creator, joiner])
    await joiner.say("good luck")
    await spectator.watch(creator.code)

    joiner.resume_at = RESUME_AT_PLY
    creator.resume_at = RESUME_AT_PLY + 1
    creator.answer_before_drop = True
    await run_together(creator.play(), joiner.play(), spectator.follow())
    for p in (creator, joiner):
        check(p.resumed_after is not None,
              f"the game ended after {len(p.log.turns)} turns, before {p.name} could resume")
    check_same_game([creator, joiner], spectator)
    check(creator.log.end.get("clocks"), "ramses: end without clocks")
    check(creator.log.chat[:1] == ["good luck"], f"ramses: chat seen {creator.log.chat}")
    for p in (creator, joiner, spectator):
        await p.client.close()
    end = creator.log.end
    return (f"ramses 5+2: {len(creator.log.turns)} turns, {creator.log.last_n} events "
            f"({len(creator.log.chat)} chat), winner {end['winner']} ({end['reason']}); "
            f"resumed after events {joiner.resumed_after} and {creator.resumed_after}")


async def play_pharao(url, rng):
    creator = Player(url, "Cleo", random.Random(rng.random()), dice=True)
    joiner = Player(url, "Djoser", random.Random(rng.random()), dice=True)
    spectator = Spectator(url)
    await creator.connect()
    await joiner.connect()
    await spectator.connect()

    await creator.create("pharao", "random")
    await joiner.join(creator.code)
    await spectator.watch(creator.code)
    await run_together(creator.play(), joiner.play(), spectator.follow())
    check_same_game([creator, joiner], spectator)
    check(creator.log.throws > 0, "pharao: no throw")
    for p in (creator, joiner):
        check(p.log.exact_throws == p.log.throws,
              f"{p.name}: {p.log.exact_throws} of {p.log.throws} throws worked out from the listed outcomes")
    for p in (creator, joiner):
        check(p.log.commits[p.side] == p.chain.commit, f"{p.name}: the events show another commitment")
    for p in (creator, joiner, spectator):
        await p.client.close()
    end = creator.log.end
    return (f"pharao: {len(creator.log.turns)} turns, {creator.log.throws} throws checked exactly, "
            f"{creator.log.last_n} events, winner {end['winner']} ({end['reason']})")


# ---------------------------------------------------------------- the server

async def start_server(executable, scratch):
    data = os.path.join(scratch, "data")
    shutil.rmtree(data, ignore_errors=True)
    os.makedirs(scratch, exist_ok=True)
    stderr = open(os.path.join(scratch, "server-stderr.log"), "wb")
    try:
        server = await asyncio.create_subprocess_exec(
            executable, "--listen", "127.0.0.1:0", "--data", data, "--quiet",
            stdout=asyncio.subprocess.PIPE, stderr=stderr)
    except OSError as e:
        raise TestFailure(f"cannot start {executable}: {e}")
    finally:
        stderr.close()
    return server


async def server_url(server):
    try:
        line = await asyncio.wait_for(server.stdout.readline(), START_TIMEOUT)
    except asyncio.TimeoutError:
        raise TestFailure(f"the server did not say where it listens within {START_TIMEOUT:.0f} s")
    check(line, "the server ended without saying where it listens (its stderr is in server-stderr.log)")
    words = line.decode(errors="replace").split()
    check(len(words) == 3 and words[:2] == ["listening", "on"], f"the server's first line: {line!r}")
    return f"ws://{words[2]}/"


async def stop_server(server):
    if server.returncode is not None:
        return server.returncode
    server.terminate()
    try:
        return await asyncio.wait_for(server.wait(), 5)
    except asyncio.TimeoutError:
        server.kill()
        return await server.wait()


async def run(executable, scratch):
    server = await start_server(executable, scratch)
    try:
        url = await server_url(server)
        rng = random.Random(SEED)
        await check_bad_requests(url)
        lines = [await play_ramses(url, rng), await play_pharao(url, rng)]
    finally:
        code = await stop_server(server)
    lines.append(f"server stopped with exit code {code}")
    return lines


def run_as_test(name, run, total_timeout):
    """The command line of a test like this one: `run(DJED_SERVER, SCRATCH_DIR)` within
    `total_timeout` seconds; its summary lines and exit 0, or one line saying why and
    exit 1."""
    if len(sys.argv) != 3:
        print(f"usage: {os.path.basename(sys.argv[0])} DJED_SERVER SCRATCH_DIR", file=sys.stderr)
        return 2
    started = time.monotonic()
    try:
        lines = asyncio.run(asyncio.wait_for(run(sys.argv[1], sys.argv[2]), total_timeout))
    except TestFailure as e:
        print(f"FAIL: {e}")
        return 1
    except asyncio.TimeoutError:
        print(f"FAIL: the test took longer than {total_timeout:.0f} s")
        return 1
    except Exception as e:  # anything unforeseen is a failure too, in one line
        print(f"FAIL: {type(e).__name__}: {e}")
        return 1
    for line in lines:
        print(line)
    print(f"{name}: all checks passed in {time.monotonic() - started:.1f} s")
    return 0


def main():
    return run_as_test("python client", run, TOTAL_TIMEOUT)


if __name__ == "__main__":
    sys.exit(main())
