"""`min`/`max` over instances (dates, dataclasses with order=True, classes with __lt__) with
`default=`, and their keyword errors, as CPython gives them."""
from dataclasses import dataclass
from datetime import date, datetime, timedelta


@dataclass(order=True)
class Release:
    version: tuple
    name: str = ""


class Reading:
    def __init__(self, value):
        self.value = value

    def __lt__(self, other):
        return self.value < other.value

    def __gt__(self, other):
        return self.value > other.value

    def __repr__(self):
        return f"Reading({self.value})"


def main():
    shows = [(datetime(2024, 3, 1, 20, 15), "late"), (datetime(2024, 3, 1, 18, 0), "early")]
    print(max((start for start, _ in shows), default=None))
    print(min((start for start, _ in shows if start.hour > 22), default=None))
    print(max([date(2024, 1, 1) + timedelta(days=d) for d in range(3)], default=date.min))
    print(min(iter([]), default=date(2000, 1, 1)))
    releases = [Release((1, 2)), Release((1, 10), "big"), Release((0, 9))]
    print(max(releases, default=None), min(releases, default=None))
    print(max([r for r in releases if r.name == "none"], default="no release"))
    print(min((Reading(v) for v in (3, 1, 2)), default=Reading(0)))
    print(max([Reading(5)], default=None), max(Reading(1), Reading(4)))
    attempts = [
        lambda: max(Release((1,)), Release((2,)), default=None),
        lambda: min([Release((1,))], default=None, key2=1),
        lambda: max([date(2024, 1, 1)], fallback=None),
        lambda: max([1, 2], foo=1),
        lambda: min([3], key=abs, bar=2),
        lambda: max([Release((2,)), Release((1,))], default=1),
        lambda: min([], default=None, other=1),
        lambda: max(Reading(1), default=Reading(2)),
        lambda: max(default=Reading(2)),
        lambda: min([], default=Reading(7)),
        lambda: min((r for r in releases if r.version > (9,)), default=Release((0,), "none")),
    ]
    for attempt in attempts:
        try:
            print(attempt())
        except (TypeError, ValueError) as err:
            print(type(err).__name__, err)


if __name__ == "__main__":
    main()
