#!/usr/bin/env python3
"""Draws images/coil.svg, the Mehen board's art: a round stone with the
snake coiled on it, its head in the middle and its tail at the foot, divided
into squares where coil.cpp places them. The numbers are coil.hpp's; keep
the two in step. Run it from this folder: python3 draw_coil.py"""
import math

BOARD_WIDTH, BOARD_HEIGHT = 15.0, 10.4
CENTRE = (7.5, 5.1)
PITCH, SPACING, NECK = 1.5, 1.2, 1.45
SQUARES = 30
HALF_BODY = 0.6   # half the body's width
UNIT = 100        # SVG units per board unit

GROWTH = PITCH / (2 * math.pi)


def arc_length(angle):
    return GROWTH / 2 * (angle * math.sqrt(1 + angle * angle) + math.asinh(angle))


def angle_at(length):
    low, high = 0.0, 1.0
    while arc_length(high) < length:
        high *= 2
    for _ in range(60):
        mid = (low + high) / 2
        if arc_length(mid) < length:
            low = mid
        else:
            high = mid
    return (low + high) / 2


def length_to(square):
    return arc_length(NECK / GROWTH) + (SQUARES - 1 - square) * SPACING


TURN = math.pi / 2 - angle_at(length_to(1))


def point(length):
    a = angle_at(length)
    r = GROWTH * a
    return CENTRE[0] + r * math.cos(a + TURN), CENTRE[1] + r * math.sin(a + TURN)


def normal(length):
    (x0, y0), (x1, y1) = point(max(0.0, length - 0.01)), point(length + 0.01)
    dx, dy = x1 - x0, y1 - y0
    n = math.hypot(dx, dy)
    return -dy / n, dx / n


def svg(x, y):
    return f"{x * UNIT:.1f},{y * UNIT:.1f}"


def body_outline(start, end, width_at):
    """The body from `start` to `end` (lengths along it) as one closed path."""
    steps = max(2, int((end - start) / 0.05))
    left, right = [], []
    for i in range(steps + 1):
        s = start + (end - start) * i / steps
        (x, y), (nx, ny), w = point(s), normal(s), width_at(s)
        left.append(svg(x + nx * w, y + ny * w))
        right.append(svg(x - nx * w, y - ny * w))
    return "M" + " L".join(left + right[::-1]) + " Z"


tail_start = length_to(1) + SPACING / 2
tail_end = tail_start + 1.6


def width_at(s):
    if s <= tail_start:
        return HALF_BODY
    return HALF_BODY * max(0.06, 1 - (s - tail_start) / (tail_end - tail_start))


out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {BOARD_WIDTH * UNIT:.0f} {BOARD_HEIGHT * UNIT:.0f}">',
       "  <!-- Mehen: the snake coiled on a round stone, head in the middle, tail at the foot (drawn by draw_coil.py) -->"]
cx, cy = CENTRE
out.append(f'  <circle cx="{cx * UNIT:.0f}" cy="{cy * UNIT:.0f}" r="{4.95 * UNIT:.0f}" fill="#e6d6b0" stroke="#a88d5e" stroke-width="10"/>')
out.append(f'  <circle cx="{cx * UNIT:.0f}" cy="{cy * UNIT:.0f}" r="{4.75 * UNIT:.0f}" fill="none" stroke="#cdb98c" stroke-width="4"/>')
neck_start = length_to(SQUARES - 1) - SPACING / 2
neck = point(neck_start)
# The neck: a straight band from the spiral's inner end to the head.
neck_line = f'M{svg(cx, cy)} L{svg(*neck)}'
out.append(f'  <path d="{neck_line}" stroke="#5c3d22" stroke-width="{2 * HALF_BODY * UNIT + 9:.0f}"/>')
path = body_outline(neck_start, tail_end, width_at)
out.append(f'  <path d="{path}" fill="#c8955a" stroke="#5c3d22" stroke-width="9" stroke-linejoin="round"/>')
out.append(f'  <path d="{neck_line}" stroke="#c8955a" stroke-width="{2 * HALF_BODY * UNIT - 9:.0f}"/>')
# A lighter stripe along the back.
back = body_outline(neck_start, tail_end, lambda s: width_at(s) * 0.28)
out.append(f'  <path d="{back}" fill="#dcb27a" fill-opacity="0.7"/>')
# The divisions between the squares, at the tail and at the neck.
divisions = [length_to(square) - SPACING / 2 for square in range(1, SQUARES - 1)] + [tail_start, neck_start]
for s in divisions:
    (x, y), (nx, ny) = point(s), normal(s)
    w = width_at(s)
    out.append(f'  <path d="M{svg(x + nx * w, y + ny * w)} L{svg(x - nx * w, y - ny * w)}" stroke="#5c3d22" stroke-width="7"/>')
# The head, pointing away from the neck, with its eyes.
ahead = math.atan2(cy - neck[1], cx - neck[0])
out.append(f'  <ellipse cx="{cx * UNIT:.1f}" cy="{cy * UNIT:.1f}" rx="{1.05 * UNIT:.0f}" ry="{0.85 * UNIT:.0f}" '
           f'transform="rotate({math.degrees(ahead):.1f} {cx * UNIT:.1f} {cy * UNIT:.1f})" fill="#c8955a" stroke="#5c3d22" stroke-width="9"/>')
for side in (1, -1):
    ex = cx + 0.62 * math.cos(ahead) + side * 0.5 * math.cos(ahead + math.pi / 2)
    ey = cy + 0.62 * math.sin(ahead) + side * 0.5 * math.sin(ahead + math.pi / 2)
    out.append(f'  <circle cx="{ex * UNIT:.1f}" cy="{ey * UNIT:.1f}" r="10" fill="#2b1a0e"/>')
out.append("</svg>")
with open("coil.svg", "w") as f:
    f.write("\n".join(out) + "\n")
