"""Parse loosely structured records, reporting the ones that cannot be unpacked."""

RECORDS = [
    ("alice", 31),
    ["bob", 27],
    42,
    None,
    ("carol", 45, "extra"),
    "xy",
    3.5,
    ("dave",),
]


def parse(record):
    try:
        name, age = record
    except TypeError as exc:
        return f"skipped {record!r}: {exc}"
    except ValueError as exc:
        return f"skipped {record!r}: {exc}"
    return f"{name} is {age}"


def head_and_rest(record):
    try:
        first, *rest = record
    except TypeError as exc:
        return f"no head in {record!r}: {exc}"
    return f"head {first!r}, {len(rest)} more"


def main():
    for record in RECORDS:
        print(parse(record))
    for record in RECORDS[:5]:
        print(head_and_rest(record))
    pairs = [(1, 2), 7, (3, 4)]
    total = 0
    for item in pairs:
        try:
            for a, b in [item]:
                total += a * b
        except TypeError as exc:
            print("loop target:", exc)
    print("total", total)


if __name__ == "__main__":
    main()
