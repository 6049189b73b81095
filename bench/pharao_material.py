#!/usr/bin/env python3
"""What pieces left are worth in Pharao, measured by self-play.

Reads the output of `djed-cli match pharao ... --log` (files, or standard
input) and prints, for every count of pieces (side to move, other side) seen
at the start of a turn, how many games passed through it and the share the
side to move went on to win; then the advantage of each count,
won(m, t) - won(t, m), times a win value (--win-value, default 5000): what
the counts would be worth on an evaluation scale where a sure win is that
value. It measures the players that played the games, not perfect play.

    build/bin/djed-cli match pharao --a medium --b medium --games 150 --seed 31 --log > a.txt
    bench/pharao_material.py a.txt [b.txt ...] [--win-value 5000]

A piece is lost when its owner lets it drown (a turn starting `drown`);
counts are taken after that, and each count is counted once per game and side.
"""
import collections
import re
import sys

GAME = re.compile(r"game \d+: (A wins|B wins|draw)\b.*A played (Dark|Light)")


def tally(lines, stats):
    for i, line in enumerate(lines):
        m = GAME.match(line)
        if not m or i + 1 >= len(lines) or not lines[i + 1].strip().startswith("turns:"):
            continue
        a_dark = m.group(2) == "Dark"
        winner = {"A wins": 0 if a_dark else 1, "B wins": 1 if a_dark else 0}.get(m.group(1), -1)
        turns = lines[i + 1].strip()[len("turns:"):].strip().split(" | ")
        pieces = [4, 4]  # Dark moves first
        seen = set()
        for t, turn in enumerate(turns):
            side = t % 2
            if turn.startswith("drown"):
                pieces[side] -= 1
            key = (pieces[side], pieces[side ^ 1])
            if key[0] == 0 or (key, side) in seen:
                continue
            seen.add((key, side))
            stats[key][1] += 1
            stats[key][0] += winner == side


def main(argv):
    win_value = 5000
    files = []
    args = iter(argv)
    for a in args:
        if a == "--win-value":
            win_value = int(next(args))
        else:
            files.append(a)
    stats = collections.defaultdict(lambda: [0, 0])
    if not files:
        tally(sys.stdin.read().split("\n"), stats)
    for f in files:
        with open(f) as handle:
            tally(handle.read().split("\n"), stats)
    if not stats:
        sys.exit("pharao_material.py: no games with --log output found")
    print("mine theirs  games  won by side to move")
    for (m, t), (won, n) in sorted(stats.items()):
        print(f"{m:4} {t:6} {n:6}  {won / n:.2f}")
    print("\nadvantage on the evaluation's scale (win value %d)" % win_value)
    print("mine \\ theirs " + "".join(f"{t:7}" for t in range(1, 5)))
    for m in range(1, 5):
        row = []
        for t in range(1, 5):
            a, b = stats.get((m, t)), stats.get((t, m))
            if m == t:
                row.append(0)
            elif a and b:
                row.append(round((a[0] / a[1] - b[0] / b[1]) * win_value, -1))
            else:
                row.append(None)
        print(f"{m:13} " + "".join(f"{'-' if v is None else int(v):>7}" for v in row))


if __name__ == "__main__":
    main(sys.argv[1:])
