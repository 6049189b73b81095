#!/usr/bin/python3
"""Open games on several nodes sharing Redis: an invitation whose creator left expires
everywhere (its keys lapse in Redis, every node's list drops it, its code is unknown),
one whose creator waits on another node stays, and a game once joined keeps its keys; a
join whose node is killed before its answer is read is answered with its seat when sent again
through the other node; a Redis that stops answering is taken for lost within seconds, and
the node is back when it answers again.

usage: nodes_open_games_test.py BIN_DIR SCRATCH_DIR

Starts redis-server (append-only, synced) and two djed-server nodes with --open-idle 2 on
loopback ports, and stops them. Prints one line per check; exits 1 with the reason at the
first that fails.
"""

import os
import shutil
import signal
import socket
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hostile_clients_test as h  # noqa: E402  (its WebSocket client)

OPEN_IDLE = 2


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_redis(scratch):
    for _ in range(5):
        port = free_port()
        process = subprocess.Popen(
            ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--dir", scratch, "--appendonly", "yes",
             "--appendfsync", "always", "--save", ""],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(50):
            if subprocess.run(["redis-cli", "-p", str(port), "ping"], capture_output=True).returncode == 0:
                return process, port
            if process.poll() is not None:
                break
            time.sleep(0.1)
        process.kill()
    raise h.Failure("redis-server did not start")


def start_node(bin_dir, scratch, name, redis_port):
    log = open(os.path.join(scratch, name + ".log"), "w")
    process = subprocess.Popen(
        [os.path.join(bin_dir, "djed-server"), "--listen", "127.0.0.1:0", "--data", os.path.join(scratch, name),
         "--redis", f"redis://127.0.0.1:{redis_port}", "--open-idle", str(OPEN_IDLE)],
        stdout=subprocess.PIPE, stderr=log, text=True)
    line = process.stdout.readline()
    h.check(line.startswith("listening on "), f"node {name} did not start: {line!r}")
    return process, int(line.strip().rsplit(":", 1)[1])


def redis_keys(port):
    out = subprocess.run(["redis-cli", "-p", str(port), "--scan", "--pattern", "djed:*"], capture_output=True,
                         text=True)
    return set(out.stdout.split())


def listed(port, source):
    c = h.Ws(port, source, "lister").hello()
    c.send({"type": "list"})
    names = {g["name"] for g in c.answer("games", ("games",))["games"]}
    c.close()
    return names


def create(port, source, name, listed_game=True):
    c = h.Ws(port, source, name).hello()
    c.send({"type": "create", "name": name, "game": "seti", "variant": "beth", "listed": listed_game})
    seated = c.answer("seated", ("seated",))
    h.check(seated["type"] == "seated", f"{name}: create answered {seated}")
    h.KEEP.append(c)
    return c, seated


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    bin_dir, scratch = sys.argv[1], sys.argv[2]
    for program in ("redis-server", "redis-cli"):
        if shutil.which(program) is None:
            print(f"FAILED: {program} is not installed (tools/install-deps.sh installs it)")
            return 1
    shutil.rmtree(scratch, ignore_errors=True)
    os.makedirs(scratch)
    processes = []
    try:
        redis, redis_port = start_redis(scratch)
        processes.append(redis)
        a, port_a = start_node(bin_dir, scratch, "a", redis_port)
        processes.append(a)
        b, port_b = start_node(bin_dir, scratch, "b", redis_port)
        processes.append(b)

        leaver, left = create(port_a, "127.0.0.2", "Leaver")
        hidden, unlisted = create(port_a, "127.0.0.2", "Hidden", listed_game=False)
        stayer, stays = create(port_b, "127.0.0.3", "Stayer")
        h.check({"Leaver", "Stayer"} <= listed(port_b, "127.0.0.4"), "node b does not list both open games")
        h.check(any(left["game"] in k for k in redis_keys(redis_port)), "Redis does not hold the open game")
        print("held: both nodes list the open games of both", flush=True)

        for c in (leaver, hidden):
            h.KEEP.remove(c)
            c.close()
        deadline = time.monotonic() + OPEN_IDLE + 10
        while time.monotonic() < deadline:
            h.nap(0.5)
            keys = redis_keys(redis_port)
            if not any(left["game"] in k or unlisted["game"] in k for k in keys):
                break
        h.check(not any(left["game"] in k or unlisted["game"] in k for k in redis_keys(redis_port)),
                "the keys of open games whose creator left are still in Redis")
        for port in (port_a, port_b):
            names = listed(port, "127.0.0.5")
            h.check("Leaver" not in names, f"a node still lists the game whose creator left: {names}")
            h.check("Stayer" in names, f"a node dropped the game whose creator waits: {names}")
        w = h.Ws(port_b, "127.0.0.6", "watcher").hello()
        w.send({"type": "watch", "code": unlisted["code"]})
        h.check(w.error("a watch of the expired code") == "unknown-code", "an expired invitation can still be watched")
        w.close()
        print(f"held: a game whose creator left is gone from Redis and every list within {OPEN_IDLE} s and a few",
              flush=True)

        h.nap(OPEN_IDLE + 2)  # longer than its time to live: kept alive while its creator waits
        h.check("Stayer" in listed(port_a, "127.0.0.5"), "the waiting creator's game expired")
        joiner = h.Ws(port_a, "127.0.0.7", "joiner").hello()
        joiner.send({"type": "join", "name": "Bob", "code": stays["code"]})
        h.check(joiner.answer("seated", ("seated",))["type"] == "seated", "the waiting game could not be joined")
        h.KEEP.append(joiner)
        h.nap(OPEN_IDLE + 2)
        ttl = subprocess.run(["redis-cli", "-p", str(redis_port), "TTL", f"djed:game:{{{stays['game']}}}:events"],
                             capture_output=True, text=True).stdout.strip()
        h.check(ttl == "-1", f"a game joined still expires in Redis (TTL {ttl})")
        print("held: a creator who waits keeps the game open; once joined it keeps its keys", flush=True)

        # A join through node b with a token of the joiner's own; node b is
        # killed once the join is in Redis, before its answer is read. The
        # same join through node a gets the seat it took.
        creator, opened = create(port_a, "127.0.0.8", "Creator")
        token = os.urandom(16).hex()
        lost = h.Ws(port_b, "127.0.0.9", "lost joiner").hello()
        lost.send({"type": "join", "name": "Dora", "code": opened["code"], "token": token})
        events_key = f"djed:game:{{{opened['game']}}}:events"
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            stored = subprocess.run(["redis-cli", "-p", str(redis_port), "LRANGE", events_key, "0", "-1"],
                                    capture_output=True, text=True).stdout
            if '"joined"' in stored:
                break
            h.nap(0.05)
        h.check('"joined"' in stored, "the join through node b never reached Redis")
        b.kill()
        b.wait(10)
        again = h.Ws(port_a, "127.0.0.9", "joiner again").hello()
        again.send({"type": "join", "name": "Dora", "code": opened["code"], "token": token, "id": 5})
        seated = again.answer("seated", ("seated",))
        h.check(seated.get("type") == "seated" and seated.get("token") == token and seated.get("id") == 5,
                f"the join sent again was answered {seated}")
        h.check(seated.get("side") == 1 - opened["side"], f"the join sent again got side {seated.get('side')}")
        stored = subprocess.run(["redis-cli", "-p", str(redis_port), "LRANGE", events_key, "0", "-1"],
                                capture_output=True, text=True).stdout
        h.check(stored.count('"joined"') == 1, "the join sent again was written a second time")
        print("held: a join whose node died before its answer is answered with its seat through another node",
              flush=True)

        # Redis stopped, not killed: its connections stay open and nothing is
        # answered. A node's writes wait at most a few seconds for an answer.
        log_a = os.path.join(scratch, "a.log")
        redis.send_signal(signal.SIGSTOP)
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and "did not answer" not in open(log_a).read():
            h.nap(0.2)
        h.check("storage-failed Redis did not answer" in open(log_a).read(),
                "node a never took a Redis that stopped answering for lost")
        redis.send_signal(signal.SIGCONT)
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and "storage-back" not in open(log_a).read():
            h.nap(0.2)
        h.check("storage-back" in open(log_a).read(), "node a did not come back once Redis answered again")
        create(port_a, "127.0.0.10", "After")
        print("held: a Redis that stops answering is lost within seconds, and the node is back when it answers",
              flush=True)
    except h.Failure as e:
        print(f"FAILED: {e}", flush=True)
        return 1
    finally:
        for p in processes:
            p.kill()
            p.wait(10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
