"""Plan journeys on a small transit network with Dijkstra, transfers and a path printout."""
import heapq
from collections import defaultdict
from dataclasses import dataclass


@dataclass(frozen=True)
class Edge:
    to: str
    minutes: int
    line: str


LINES = {
    "Red": ["Airport", "Docks", "Central", "Museum", "University"],
    "Blue": ["Harbour", "Docks", "Market", "Stadium"],
    "Green": ["Market", "Central", "Park", "Zoo"],
    "Bus 7": ["University", "Park", "Stadium"],
}
SEGMENT_MINUTES = {"Red": 4, "Blue": 3, "Green": 5, "Bus 7": 9}
TRANSFER = 6


def build_graph():
    graph = defaultdict(list)
    for line, stops in LINES.items():
        for a, b in zip(stops, stops[1:]):
            graph[a].append(Edge(b, SEGMENT_MINUTES[line], line))
            graph[b].append(Edge(a, SEGMENT_MINUTES[line], line))
    return graph


def shortest(graph, start, goal):
    # state: (station, line we are on)
    best = {(start, None): 0}
    prev = {}
    heap = [(0, start, "")]
    while heap:
        cost, station, line = heapq.heappop(heap)
        state = (station, line or None)
        if cost > best.get(state, float("inf")):
            continue
        if station == goal:
            path = []
            while state in prev:
                path.append(state)
                state = prev[state]
            return cost, path[::-1]
        for edge in graph[station]:
            extra = TRANSFER if line and edge.line != line else 0
            new_cost = cost + edge.minutes + extra
            nxt = (edge.to, edge.line)
            if new_cost < best.get(nxt, float("inf")):
                best[nxt] = new_cost
                prev[nxt] = state
                heapq.heappush(heap, (new_cost, edge.to, edge.line))
    raise LookupError(f"no route from {start} to {goal}")


def describe(start, path):
    legs = []
    for station, line in path:
        if legs and legs[-1][0] == line:
            legs[-1][2] = station
            legs[-1][3] += 1
        else:
            origin = legs[-1][2] if legs else start
            legs.append([line, origin, station, 1])
    return [f"{line}: {a} -> {b} ({n} stop{'s' if n > 1 else ''})" for line, a, b, n in legs]


def main():
    graph = build_graph()
    trips = [("Airport", "Zoo"), ("Harbour", "University"), ("Stadium", "Airport"),
             ("Museum", "Museum"), ("Park", "Atlantis")]
    for a, b in trips:
        try:
            minutes, path = shortest(graph, a, b)
        except LookupError as exc:
            print(f"{a} -> {b}: {exc}")
            continue
        print(f"{a} -> {b}: {minutes} min")
        for leg in describe(a, path):
            print("    " + leg)
    degree = sorted(graph, key=lambda s: (-len({e.line for e in graph[s]}), s))
    print("interchanges:", [s for s in degree if len({e.line for e in graph[s]}) > 1])


if __name__ == "__main__":
    main()
