"""Read a G-code toolpath: total travel vs cutting distance, arcs, feed time and bounding box."""
import math
import re

PROGRAM = """\
; simple pocket
G21 ; mm
G90
G0 X0 Y0 Z5
G1 Z-1 F200
G1 X40 F600
G1 Y20
G2 X20 Y40 I-20 J0 ; quarter circle
G1 X0
G1 Y0
G0 Z5
G0 X60 Y10
G1 Z-0.5 F150
G3 X60 Y10 I10 J0 F300 ; full circle
G0 Z5
G91
G0 X-10 Y-10
M30
"""

WORD = re.compile(r"([A-Z])(-?\d+(?:\.\d+)?)")


def arc_length(start, end, center, clockwise):
    r = math.dist(start, center)
    a0 = math.atan2(start[1] - center[1], start[0] - center[0])
    a1 = math.atan2(end[1] - center[1], end[0] - center[0])
    sweep = (a0 - a1) if clockwise else (a1 - a0)
    sweep %= 2 * math.tau / 2
    if sweep == 0:
        sweep = math.tau
    return r * sweep


def main():
    pos = {"X": 0.0, "Y": 0.0, "Z": 0.0}
    absolute = True
    feed = 0.0
    travel = cut = minutes = 0.0
    xs, ys = [0.0], [0.0]
    counts = {}
    for lineno, line in enumerate(PROGRAM.splitlines(), 1):
        code = line.split(";")[0].strip().upper()
        if not code:
            continue
        words = {k: float(v) for k, v in WORD.findall(code)}
        g = int(words["G"]) if "G" in words else None
        if "M" in words:
            counts[f"M{int(words['M'])}"] = counts.get(f"M{int(words['M'])}", 0) + 1
            continue
        if g in (90, 91):
            absolute = g == 90
            continue
        if g == 21:
            continue
        if "F" in words:
            feed = words["F"]
        counts[f"G{g}"] = counts.get(f"G{g}", 0) + 1
        new = dict(pos)
        for axis in "XYZ":
            if axis in words:
                new[axis] = words[axis] if absolute else pos[axis] + words[axis]
        start, end = (pos["X"], pos["Y"]), (new["X"], new["Y"])
        if g in (2, 3):
            center = (pos["X"] + words.get("I", 0), pos["Y"] + words.get("J", 0))
            dist = arc_length(start, end, center, clockwise=g == 2)
        else:
            dist = math.dist((pos["X"], pos["Y"], pos["Z"]), (new["X"], new["Y"], new["Z"]))
        if g == 0:
            travel += dist
        else:
            cut += dist
            minutes += dist / feed
        pos = new
        xs.append(pos["X"])
        ys.append(pos["Y"])
    print(f"cutting {cut:.2f} mm, rapid travel {travel:.2f} mm")
    print(f"feed time {minutes:.2f} min = {minutes * 60:.0f} s")
    print(f"bounding box X[{min(xs):g}, {max(xs):g}] Y[{min(ys):g}, {max(ys):g}]")
    print("final position", {k: round(v, 3) for k, v in pos.items()}, "mode", "absolute" if absolute else "incremental")
    print("commands:", dict(sorted(counts.items())))
    print(round(arc_length((1, 0), (0, 1), (0, 0), False), 6), round(math.pi / 2, 6), math.hypot(3, 4))


if __name__ == "__main__":
    main()
