"""Find itineraries between airports with minimum connection times, earliest arrival first."""
import heapq
from datetime import datetime, timedelta
from typing import Dict, List, NamedTuple, Optional, Tuple


class Flight(NamedTuple):
    number: str
    origin: str
    dest: str
    dep: datetime
    arr: datetime
    price: int


MIN_CONNECT = {"ORD": timedelta(minutes=50), "DEN": timedelta(minutes=40)}
DEFAULT_CONNECT = timedelta(minutes=45)


def t(hhmm: str, day: int = 3) -> datetime:
    h, m = map(int, hhmm.split(":"))
    return datetime(2024, 6, day, h, m)


FLIGHTS = [
    Flight("UA100", "BOS", "ORD", t("06:00"), t("08:05"), 189),
    Flight("AA210", "BOS", "DEN", t("07:15"), t("10:05"), 245),
    Flight("UA330", "ORD", "SFO", t("08:50"), t("11:30"), 210),
    Flight("UA332", "ORD", "SFO", t("09:10"), t("11:55"), 175),
    Flight("WN77", "DEN", "SFO", t("10:40"), t("12:15"), 120),
    Flight("DL5", "BOS", "SFO", t("08:00"), t("11:45"), 420),
    Flight("AS9", "ORD", "SEA", t("09:00"), t("11:20"), 160),
    Flight("AS11", "SEA", "SFO", t("12:30"), t("14:40"), 99),
    Flight("UA500", "DEN", "SEA", t("11:00"), t("12:50"), 130),
    Flight("UA901", "SFO", "HNL", t("13:30"), t("16:10"), 300),
    Flight("HA12", "SFO", "HNL", t("12:20"), t("15:05"), 280),
]


def search(origin: str, dest: str, earliest: datetime, max_legs: int = 3) -> List[Tuple[datetime, int, List[Flight]]]:
    by_origin: Dict[str, List[Flight]] = {}
    for f in FLIGHTS:
        by_origin.setdefault(f.origin, []).append(f)
    heap: List[Tuple[datetime, int, int, List[Flight]]] = [(earliest, 0, 0, [])]
    counter = 1
    found = []
    while heap:
        when, cost, _, legs = heapq.heappop(heap)
        here = legs[-1].dest if legs else origin
        if here == dest and legs:
            found.append((when, cost, legs))
            continue
        if len(legs) == max_legs:
            continue
        visited = {origin} | {l.dest for l in legs}
        for f in by_origin.get(here, []):
            buffer = MIN_CONNECT.get(here, DEFAULT_CONNECT) if legs else timedelta(0)
            if f.dep < when + buffer or f.dest in visited:
                continue
            heapq.heappush(heap, (f.arr, cost + f.price, counter, legs + [f]))
            counter += 1
    return found


def describe(legs: List[Flight]) -> str:
    parts = []
    for prev, nxt in zip(legs, legs[1:]):
        parts.append(f"{prev.dest} {int((nxt.dep - prev.arr).total_seconds() // 60)}m")
    route = " > ".join([legs[0].origin] + [l.dest for l in legs])
    return f"{route} via {', '.join(l.number for l in legs)}" + (f" (layovers: {'; '.join(parts)})" if parts else "")


def main():
    for origin, dest in [("BOS", "SFO"), ("BOS", "HNL"), ("SEA", "BOS")]:
        options = search(origin, dest, t("05:00"))
        print(f"{origin} -> {dest}: {len(options)} option(s)")
        for arr, cost, legs in options[:4]:
            travel = arr - legs[0].dep
            print(f"  arrive {arr:%H:%M}  ${cost:<4} {travel}  {describe(legs)}")
        cheapest: Optional[Tuple[datetime, int, List[Flight]]] = min(options, key=lambda o: o[1], default=None)
        if cheapest:
            print(f"  cheapest: ${cheapest[1]} arriving {cheapest[0]:%H:%M}")
        else:
            print("  no route")


if __name__ == "__main__":
    main()
