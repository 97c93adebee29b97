EVENTS = [
    ("standup", 9, 15),
    ("design review", 10, 60),
    ("lunch", 12, 45),
    ("1:1", 12, 30),
    ("retro", 16, 60),
]


def overlaps(events):
    ordered = sorted(events, key=lambda e: e[1] * 60)
    for (a, start_a, len_a), (b, start_b, _) in zip(ordered, ordered[1:]):
        if start_a * 60 + len_a > start_b * 60:
            yield a, b


def main() -> None:
    busy = sum(minutes for _, _, minutes in EVENTS)
    print(f"busy {busy // 60}h{busy % 60:02d}m")
    clashes = list(overlaps(EVENTS))
    if clashes:
        for a, b in clashes:
            print(f"clash: {a} / {b}")
    morning, afternoon = [], []
    for name, hour, _ in EVENTS:
        (morning if hour < 12 else afternoon).append(name)
    print("morning:", morning)
    print("afternoon:", afternoon)


if __name__ == "__main__":
    main()
