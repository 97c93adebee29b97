"""Plan a four-year crop rotation across garden beds and check the rules are kept."""
import itertools
from collections import defaultdict
from enum import Enum, auto


class Family(Enum):
    LEGUMES = auto()
    BRASSICAS = auto()
    ROOTS = auto()
    NIGHTSHADES = auto()


CROPS = {
    Family.LEGUMES: ["peas", "broad beans", "runner beans"],
    Family.BRASSICAS: ["kale", "cabbage", "broccoli"],
    Family.ROOTS: ["carrots", "beetroot", "parsnips"],
    Family.NIGHTSHADES: ["tomatoes", "potatoes", "peppers"],
}
FEEDS = {Family.LEGUMES: -2, Family.BRASSICAS: 3, Family.ROOTS: 1, Family.NIGHTSHADES: 2}
BEDS = ["north", "south", "east", "west", "greenhouse"]


def plan(start_year: int, years: int):
    order = list(Family)
    schedule = defaultdict(dict)
    for offset, bed in enumerate(BEDS):
        cycle = itertools.islice(itertools.cycle(order), offset % len(order), None)
        crop_cycles = {f: itertools.cycle(CROPS[f]) for f in Family}
        for year, family in zip(range(start_year, start_year + years), cycle):
            schedule[bed][year] = (family, next(crop_cycles[family]))
    return schedule


def violations(schedule, gap: int = 3):
    found = []
    for bed, years in schedule.items():
        seen = sorted(years.items())
        for (y1, (f1, _)), (y2, (f2, _)) in itertools.combinations(seen, 2):
            if f1 is f2 and y2 - y1 < gap:
                found.append(f"{bed}: {f1.name.lower()} in {y1} and {y2}")
    return found


def main():
    schedule = plan(2025, 6)
    years = sorted(next(iter(schedule.values())))
    print(f"{'bed':<11}" + "".join(f"{y:<14}" for y in years))
    for bed in BEDS:
        cells = [schedule[bed][y][1] for y in years]
        print(f"{bed:<11}" + "".join(f"{c:<14}" for c in cells))
    print()
    for y in years:
        load = sum(FEEDS[schedule[bed][y][0]] for bed in BEDS)
        families = sorted({schedule[bed][y][0].name.title() for bed in BEDS})
        print(f"{y}: soil demand {load:+d}; families {', '.join(families)}")
    print("rule breaks (gap 3):", violations(schedule) or "none")
    print("rule breaks (gap 5):", len(violations(schedule, 5)))
    print([f.value for f in Family], Family["ROOTS"], Family(2).name)


if __name__ == "__main__":
    main()
