#!/usr/bin/python3
"""The clocks across a server killed with SIGKILL, read by a client of the protocol alone.

usage: restart_clocks_test.py DJED_SERVER SCRATCH_DIR

A Ramses game at 5+0 between two connections: each side plays its first turn (no time
goes off either clock before it), then the first side thinks for about two seconds and the
server is killed with SIGKILL. It is started again on the same port and data folder; the
players come back several seconds later. docs/protocol.md ("Clocks") says what must hold:
the clock that ran is charged the thinking time before the kill, within a second; none of
the time the server was down or the players were away; the clocks stand still ("paused")
until the player to move is back, and run from then. Prints a summary and exits 0 when
everything holds; prints one line saying why and exits 1 otherwise.
"""

import asyncio
import os
import shutil
import signal
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from python_client_test import Client, check, run_as_test  # noqa: E402

START_TIMEOUT = 10.0
TOTAL_TIMEOUT = 120.0
THINK = 2.0          # seconds the first side thinks before the kill
AWAY = 3.0           # seconds from the kill until the players come back
BASE_MS = 5 * 60 * 1000


async def start_server(executable, data, listen):
    server = await asyncio.create_subprocess_exec(
        executable, "--listen", listen, "--data", data, "--quiet",
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.DEVNULL)
    line = await asyncio.wait_for(server.stdout.readline(), START_TIMEOUT)
    words = line.decode(errors="replace").split()
    check(len(words) == 3 and words[:2] == ["listening", "on"], f"the server's first line: {line!r}")
    return server, words[2]


async def player(url, label):
    client = await Client.connect(url, label)
    await client.hello()
    return client


async def play_first_listed_turn(client):
    request = await client.wait_for(lambda m: m["type"] == "turn-request", "turn-request")
    await client.send({"type": "turn", "ply": request["ply"], "turn": request["turns"][0]})
    return request["ply"]


async def turn_event(client, ply):
    return await client.wait_for(lambda m: m["type"] == "event" and m.get("kind") == "turn" and m["ply"] == ply,
                                 f"the turn of ply {ply}")


async def status_after_resume(client):
    return await client.wait_for(lambda m: m["type"] == "status", "status")


async def run(executable, scratch):
    shutil.rmtree(scratch, ignore_errors=True)
    os.makedirs(scratch)
    data = os.path.join(scratch, "data")
    server, where = await start_server(executable, data, "127.0.0.1:0")
    url = f"ws://{where}/"
    try:
        ann = await player(url, "ann")
        seated = await ann.request({"type": "create", "name": "Ann", "game": "ramses", "seat": "first",
                                    "clock": "5+0"}, "seated")
        side_ann = seated["side"]
        bob = await player(url, "bob")
        joined = await bob.request({"type": "join", "name": "Bob", "code": seated["code"]}, "seated")
        status = await ann.wait_for(lambda m: m["type"] == "status" and m["presence"][1 - side_ann] == "here", "status")
        check(status["running"] == [False, False], f"a clock runs before any turn: {status}")
        check(status["first_turn_ms"] > 0, f"no first turn awaited after the join: {status}")
        # Both first turns, slowly: neither costs its side anything.
        await asyncio.sleep(1.0)
        ply = await play_first_listed_turn(ann)
        await asyncio.sleep(1.0)
        ply = await play_first_listed_turn(bob)
        event = await turn_event(ann, ply)
        left_ann = event["clocks"][side_ann]
        check(event["clocks"] == [BASE_MS, BASE_MS], f"the clocks after both first turns: {event['clocks']}")
        thinking_since = time.monotonic()
        await asyncio.sleep(THINK)
        server.send_signal(signal.SIGKILL)
        killed = time.monotonic()
        await server.wait()
        await ann.close()
        await bob.close()
        thought_ms = (killed - thinking_since) * 1000
        await asyncio.sleep(AWAY)

        server, _ = await start_server(executable, data, where)
        # Bob comes back first: the clocks stand still, Ann charged her thinking before the kill.
        bob = await player(url, "bob")
        await bob.request({"type": "resume", "token": joined["token"]}, "seated")
        status = await status_after_resume(bob)
        check(status.get("paused") is True, f"the clocks are not paused after the restart: {status}")
        check(status["running"] == [False, False], f"a clock runs while paused: {status}")
        charged = left_ann - status["clocks"][side_ann]
        check(abs(charged - thought_ms) <= 1000,
              f"Ann thought {thought_ms:.0f} ms before the kill and was charged {charged} ms")
        check(status["clocks"][1 - side_ann] == BASE_MS, f"Bob's clock moved: {status['clocks']}")
        await asyncio.sleep(1.5)
        # Ann is back: her clock runs again from where it stood.
        ann = await player(url, "ann")
        await ann.request({"type": "resume", "token": seated["token"]}, "seated")
        status = await status_after_resume(ann)
        check(status.get("paused") is False, f"the clocks are still paused with both players back: {status}")
        check(status["running"][side_ann] is True, f"Ann's clock does not run once she is back: {status}")
        resumed = status["clocks"][side_ann]
        check(abs((left_ann - resumed) - charged) <= 200,
              f"Ann's clock moved while she was away: {left_ann - charged} then {resumed}")
        await ann.close()
        await bob.close()
    finally:
        if server.returncode is None:
            server.send_signal(signal.SIGKILL)
            await server.wait()
    away_ms = AWAY * 1000 + 1500
    return [f"thought {thought_ms:.0f} ms before the kill, charged {charged} ms; "
            f"none of the {away_ms:.0f} ms the server and Ann were away"]


def main():
    return run_as_test("restart clocks", run, TOTAL_TIMEOUT)


if __name__ == "__main__":
    sys.exit(main())
