#!/usr/bin/python3
"""Writes online/src/combining_marks.inc: the ranges of Unicode's combining marks
(categories Mn, Mc and Me) as Python's unicodedata knows them, for the rule that a
name or chat line may not start with one (online/player_text.hpp).

usage: tools/make-combining-marks.py > online/src/combining_marks.inc
"""
import sys
import unicodedata

ranges = []
for code in range(0x110000):
    if unicodedata.category(chr(code)) in ("Mn", "Mc", "Me"):
        if ranges and ranges[-1][1] == code - 1:
            ranges[-1][1] = code
        else:
            ranges.append([code, code])
print(f"// Unicode {unicodedata.unidata_version}: the combining marks (Mn, Mc, Me), {len(ranges)} ranges.")
print("// Made by tools/make-combining-marks.py; do not edit.")
for first, last in ranges:
    print(f"{{0x{first:X}, 0x{last:X}}},")
