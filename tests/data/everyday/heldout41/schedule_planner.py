MEETINGS = [
    ("standup", "09:00", "09:15"),
    ("design review", "10:30", "11:45"),
    ("lunch", "12:00", "13:00"),
    ("1:1 with Sam", "11:30", "12:15"),
    ("planning", "14:00", "15:30"),
    ("coffee", "15:15", "15:45"),
]


def minutes(hhmm: str) -> int:
    h, m = map(int, hhmm.split(":"))
    return h * 60 + m


def hhmm(total: int) -> str:
    h, m = divmod(total, 60)
    return f"{h:02d}:{m:02d}"


def main():
    spans = sorted(((minutes(a), minutes(b), name) for name, a, b in MEETINGS))
    for start, end, name in spans:
        print(f"{hhmm(start)}-{hhmm(end)} {name} ({end - start} min)")
    conflicts = []
    for i, (s1, e1, n1) in enumerate(spans):
        for s2, e2, n2 in spans[i + 1:]:
            if s2 < e1:
                conflicts.append((n1, n2, min(e1, e2) - s2))
    print("conflicts:")
    for a, b, overlap in conflicts:
        print(f"  {a!r} overlaps {b!r} by {overlap} min")
    merged = []
    for s, e, _ in spans:
        if merged and s <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], e)
        else:
            merged.append([s, e])
    day_start, day_end = minutes("08:00"), minutes("17:00")
    free = []
    cursor = day_start
    for s, e in merged:
        if s > cursor:
            free.append((cursor, s))
        cursor = max(cursor, e)
    if cursor < day_end:
        free.append((cursor, day_end))
    print("free:", ", ".join(f"{hhmm(a)}-{hhmm(b)}" for a, b in free))
    busy = sum(e - s for s, e in merged)
    print("busy %d min (%.1f h), longest free %d min" % (busy, busy / 60, max(b - a for a, b in free)))


if __name__ == "__main__":
    main()
