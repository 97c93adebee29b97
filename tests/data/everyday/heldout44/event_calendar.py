EVENTS = [
    ("standup", "09:00", 15),
    ("review", "10:30", 60),
    ("lunch", "12:00", 45),
    ("planning", "11:15", 50),
    ("1:1", "14:00", 30),
    ("demo", "14:20", 40),
]


def to_minutes(hhmm):
    h, m = map(int, hhmm.split(":"))
    return h * 60 + m


def fmt(minutes):
    return "{:02d}:{:02d}".format(*divmod(minutes, 60))


def main():
    spans = sorted((to_minutes(t), to_minutes(t) + d, name) for name, t, d in EVENTS)
    for start, end, name in spans:
        print(f"{fmt(start)}-{fmt(end)} {name}")
    clashes = [(a[2], b[2]) for a, b in zip(spans, spans[1:]) if b[0] < a[1]]
    print("clashes:", clashes)
    free = []
    cursor = to_minutes("09:00")
    for start, end, _ in spans:
        if start > cursor:
            free.append((fmt(cursor), fmt(start)))
        cursor = max(cursor, end)
    if cursor < to_minutes("17:00"):
        free.append((fmt(cursor), "17:00"))
    print("free:", free)
    busy = sum(end - start for start, end, _ in spans)
    print(f"busy {busy} min = {busy / 60:.2f} h ({busy / 480:.1%} of the day)")
    longest = max(EVENTS, key=lambda e: e[2])
    print("longest: %s (%d min)" % (longest[0], longest[2]))


if __name__ == "__main__":
    main()
