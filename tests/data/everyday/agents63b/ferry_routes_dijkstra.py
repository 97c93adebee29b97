"""Cheapest ferry itineraries between islands with Dijkstra over NamedTuple edges."""
import heapq
from collections import defaultdict
from typing import Dict, List, NamedTuple, Optional, Tuple


class Sailing(NamedTuple):
    origin: str
    dest: str
    minutes: int
    fare: float
    operator: str = "state"


class NoRoute(LookupError):
    def __init__(self, origin: str, dest: str):
        super().__init__(f"no sailings connect {origin} to {dest}")
        self.origin, self.dest = origin, dest


SAILINGS = [
    Sailing("Port", "Alba", 45, 12.0),
    Sailing("Port", "Bree", 90, 18.5, "blue"),
    Sailing("Alba", "Bree", 30, 7.25),
    Sailing("Alba", "Cole", 120, 22.0, "blue"),
    Sailing("Bree", "Cole", 50, 9.75),
    Sailing("Cole", "Dunn", 35, 6.0),
    Sailing("Bree", "Dunn", 140, 15.0, "blue"),
    Sailing("Eyre", "Fenn", 20, 4.0),
]


def network(two_way: bool = True) -> Dict[str, List[Sailing]]:
    graph: Dict[str, List[Sailing]] = defaultdict(list)
    for s in SAILINGS:
        graph[s.origin].append(s)
        if two_way:
            graph[s.dest].append(s._replace(origin=s.dest, dest=s.origin))
    return graph


def cheapest(graph, origin: str, dest: str, weight=lambda s: s.fare) -> Tuple[float, List[Sailing]]:
    best: Dict[str, float] = {origin: 0}
    came: Dict[str, Optional[Sailing]] = {origin: None}
    heap = [(0, origin)]
    while heap:
        cost, here = heapq.heappop(heap)
        if here == dest:
            break
        if cost > best[here]:
            continue
        for leg in graph.get(here, []):
            new = cost + weight(leg)
            if new < best.get(leg.dest, float("inf")):
                best[leg.dest] = new
                came[leg.dest] = leg
                heapq.heappush(heap, (new, leg.dest))
    if dest not in came:
        raise NoRoute(origin, dest)
    legs: List[Sailing] = []
    node = dest
    while came[node] is not None:
        legs.append(came[node])
        node = came[node].origin
    return best[dest], legs[::-1]


def main():
    graph = network()
    for a, b in [("Port", "Dunn"), ("Dunn", "Port"), ("Alba", "Cole"), ("Port", "Fenn"), ("Port", "Port")]:
        for label, weight in [("fare", lambda s: s.fare), ("time", lambda s: s.minutes)]:
            try:
                cost, legs = cheapest(graph, a, b, weight)
            except NoRoute as exc:
                print(f"{a}->{b} by {label}: {exc}")
                break
            hops = " / ".join(f"{l.origin}-{l.dest}({l.operator})" for l in legs) or "stay put"
            total_min = sum(l.minutes for l in legs)
            total_fare = sum(l.fare for l in legs)
            print(f"{a}->{b} by {label}: {cost:g} via {hops}; {total_min} min, ${total_fare:.2f}")
    one_way = network(two_way=False)
    try:
        cheapest(one_way, "Dunn", "Port")
    except LookupError as exc:
        print(type(exc).__name__, exc.args, exc.origin)
    print(SAILINGS[1], SAILINGS[1]._asdict()["operator"], Sailing._fields)
    print(max(SAILINGS, key=lambda s: s.fare / s.minutes).dest)


if __name__ == "__main__":
    main()
