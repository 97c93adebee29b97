"""Enumerate conflict-free course schedules from section times with itertools.product."""
from itertools import product, combinations, zip_longest, chain
from datetime import time

SECTIONS = {
    "MATH 201": [("A", "MWF", "09:00", "09:50"), ("B", "TR", "10:30", "11:45"), ("C", "MWF", "13:00", "13:50")],
    "CS 150":   [("01", "MW", "09:30", "10:45"), ("02", "TR", "09:00", "10:15")],
    "HIST 110": [("X", "TR", "10:00", "11:15"), ("Y", "F", "12:00", "14:50")],
    "CHEM 101": [("L1", "M", "14:00", "16:50"), ("L2", "W", "08:00", "10:50")],
}
DAY_ORDER = "MTWRF"


def parse_t(text):
    h, m = map(int, text.split(":"))
    return time(h, m)


def overlaps(a, b):
    _, days_a, s1, e1 = a
    _, days_b, s2, e2 = b
    if not set(days_a) & set(days_b):
        return False
    return parse_t(s1) < parse_t(e2) and parse_t(s2) < parse_t(e1)


def minutes(sec):
    _, days, s, e = sec
    st, en = parse_t(s), parse_t(e)
    return len(days) * ((en.hour * 60 + en.minute) - (st.hour * 60 + st.minute))


def valid(schedule):
    return all(not overlaps(a, b) for a, b in combinations(schedule, 2))


def earliest(schedule):
    return min(parse_t(s) for _, _, s, _ in schedule)


def main():
    courses = list(SECTIONS)
    options = [dict(zip(courses, combo)) for combo in product(*SECTIONS.values()) if valid(combo)]
    total = 1
    for secs in SECTIONS.values():
        total *= len(secs)
    print(f"{len(options)} of {total} combinations are conflict-free")
    ranked = sorted(options, key=lambda o: (earliest(o.values()) < time(9, 0), -min(parse_t(s) for _, _, s, _ in o.values()).hour, tuple(sec[0] for sec in o.values())))
    for i, opt in enumerate(ranked[:4], 1):
        print(f"option {i}: " + ", ".join(f"{c} {s[0]}" for c, s in opt.items()) + f" (starts {earliest(opt.values()):%H:%M})")
    best = ranked[0]
    print("weekly grid for option 1:")
    by_day = {d: sorted((s[2], c) for c, s in best.items() if d in s[1]) for d in DAY_ORDER}
    columns = [[f"{t} {c}" for t, c in by_day[d]] for d in DAY_ORDER]
    print("  " + "".join(f"{d:<16}" for d in DAY_ORDER))
    for row in zip_longest(*columns, fillvalue=""):
        print("  " + "".join(f"{cell:<16}" for cell in row))
    contact = sum(minutes(s) for s in best.values())
    print(f"contact time {contact // 60}h{contact % 60:02d} per week")
    clashes = [(a, b) for a, b in combinations(chain.from_iterable(((c, s) for s in secs) for c, secs in SECTIONS.items()), 2)
               if a[0] != b[0] and overlaps(a[1], b[1])]
    print(f"{len(clashes)} clashing section pairs, e.g. {clashes[0][0][0]} {clashes[0][0][1][0]} vs {clashes[0][1][0]} {clashes[0][1][1][0]}")
    free_fridays = [o for o in options if not any("F" in s[1] for s in o.values())]
    print("options with Friday free:", len(free_fridays))
    print(time(9, 5).isoformat(), time(13, 0).strftime("%I:%M %p"), time(23, 59, 59) > time(0), time.fromisoformat("07:45"))
    return len(options)


if __name__ == "__main__":
    main()
