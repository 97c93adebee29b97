"""`min`/`max` of generators and iterators whose items are tuples or lists holding dates,
durations and Decimals: ties on the first part are settled by the next, as in CPython."""
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import Decimal


@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int


LAPS = {
    "okafor": [timedelta(minutes=1, seconds=12, milliseconds=400), timedelta(minutes=1, seconds=9, milliseconds=710)],
    "moreau": [timedelta(minutes=1, seconds=9, milliseconds=710), timedelta(minutes=1, seconds=10)],
    "lind": [timedelta(minutes=1, seconds=11)],
}


def main():
    fastest = min((lap, name, i) for name, laps in LAPS.items() for i, lap in enumerate(laps, 1))
    slowest = max((lap, name, i) for name, laps in LAPS.items() for i, lap in enumerate(laps, 1))
    print("fastest:", fastest[1], fastest[2], fastest[0])
    print("slowest:", slowest[1], slowest[2], slowest[0])
    due = [(date(2024, 5, 1), "b"), (date(2024, 4, 30), "z"), (date(2024, 4, 30), "c"), (date(2024, 4, 30), "x")]
    print(min(iter(due)), max(iter(due)))
    prices = ((Decimal("9.50"), sku) for sku in ["mug", "cap", "pen"])
    print(min(prices))
    stamps = [[datetime(2024, 1, 1, 9)], [datetime(2024, 1, 1, 9), "late"], [datetime(2023, 12, 31, 23)]]
    print(max(iter(stamps)), min(x for x in stamps))
    releases = [(Version(1, 2), "rc"), (Version(1, 10), "beta"), (Version(1, 10), "alpha")]
    print(max(r for r in releases), min(r for r in releases))
    print(max((v, tag) for v, tag in releases if tag != "alpha"))
    print(min(((d, s) for d, s in due), default=None), min(iter([]), default="none"))
    mixed = iter([(timedelta(1), 1), (timedelta(1), "one"), (timedelta(0), 0)])
    try:
        print(min(mixed))
    except TypeError as exc:
        print("TypeError:", exc, "| left:", list(mixed))


if __name__ == "__main__":
    main()
