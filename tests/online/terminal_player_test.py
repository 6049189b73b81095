#!/usr/bin/python3
"""djed-cli online played from the terminal, run as a test: a person's side of a Ramses
game on djed-server, typed line by line, against a djed-cli bot.

usage: terminal_player_test.py BIN_DIR SCRATCH_DIR

At each "your turn" the board's position is read from the prompt and a legal turn is
chosen with `djed-cli moves`; the first answer is a turn the rules refuse, which must be
named on the error output and asked again, not sent. The game is played to its end, and
both players must print the same result. Exits 0 when everything holds, 1 with a line
saying why otherwise.
"""

import os
import random
import shutil
import subprocess
import sys
import time

BIN, WORK = sys.argv[1], sys.argv[2]
TIMEOUT = 240.0


def fail(why):
    print("FAIL: " + why)
    sys.exit(1)


shutil.rmtree(WORK, ignore_errors=True)
os.makedirs(WORK)
server = subprocess.Popen([os.path.join(BIN, "djed-server"), "--listen", "127.0.0.1:0", "--data",
                           os.path.join(WORK, "data")], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
bot = person = None
try:
    line = server.stdout.readline()
    if not line.startswith("listening on "):
        fail("the server did not start: " + line)
    url = "ws://" + line.split()[-1]
    bot = subprocess.Popen([os.path.join(BIN, "djed-cli"), "online", url, "--create", "ramses", "--level", "easy",
                            "--seat", "first"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    code = bot.stdout.readline().strip()
    if not code.startswith("code: "):
        fail("the bot printed no code: " + code)
    person = subprocess.Popen([os.path.join(BIN, "djed-cli"), "online", url, "--join", code[6:], "--name", "Ann"],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=open(os.path.join(WORK, "person.err"), "w"), text=True, bufsize=1)
    rng = random.Random(11)
    start = time.monotonic()
    typed_wrong = False
    position = None
    result = None
    turns = 0
    buffer = ""
    while result is None:
        if time.monotonic() - start > TIMEOUT:
            fail("the game took longer than %d s" % TIMEOUT)
        # The prompt has no newline: read character by character.
        ch = person.stdout.read(1)
        if ch == "":
            fail("djed-cli ended without a result")
        buffer += ch
        if ch == "\n":
            text = buffer.strip()
            buffer = ""
            if text.startswith("result: "):
                result = text
            elif text and not text[0].isdigit() and not text.startswith(("joined", "players")):
                position = text  # the board, printed before the prompt
            continue
        if buffer.startswith("your turn") and buffer.endswith(": "):
            buffer = ""
            if not typed_wrong:
                typed_wrong = True
                person.stdin.write("1-1 1-1\n")
                continue
            moves = subprocess.run([os.path.join(BIN, "djed-cli"), "moves", "ramses", "--position", position],
                                   capture_output=True, text=True, check=True).stdout.split("\n")
            moves = [m for m in moves if m.strip()]
            if not moves:
                fail("no legal turn at " + position)
            person.stdin.write(rng.choice(moves) + "\n")
            turns += 1
    person.wait(30)
    bot_result = bot.stdout.read().strip().split("\n")[-1]
    bot.wait(30)
    if bot_result != result:
        fail("the players saw different ends: %r and %r" % (result, bot_result))
    errors = open(os.path.join(WORK, "person.err")).read()
    if "'1-1 1-1'" not in errors:
        fail("the refused turn was not named: " + errors[-300:])
    if "illegal-turn" in errors:
        fail("a turn the rules refuse reached the server")
    print("terminal player: %s after %d typed turns" % (result, turns))
finally:
    for p in (person, bot, server):
        if p is not None and p.poll() is None:
            p.kill()
