"""Find metro routes that minimise transfers first, then stops, using 0-1 BFS on (station, line)."""
from collections import deque, defaultdict

LINES = {
    "Red": ["Airport", "Harbor", "Central", "Museum", "University", "Stadium"],
    "Blue": ["Docks", "Harbor", "Market", "Park", "Zoo"],
    "Green": ["Market", "Central", "Library", "Hospital"],
    "Yellow": ["Zoo", "University", "Hospital", "Mall"],
}


def build():
    served = defaultdict(set)
    for line, stations in LINES.items():
        for station in stations:
            served[station].add(line)
    return served


def neighbours(station, line):
    stops = LINES[line]
    i = stops.index(station)
    for j in (i - 1, i + 1):
        if 0 <= j < len(stops):
            yield stops[j]


def route(origin, target, served):
    INF = (10**9, 10**9)
    best = {}
    dq = deque()
    for line in sorted(served[origin]):
        best[(origin, line)] = (0, 0)
        dq.append((origin, line))
    parent = {}
    while dq:
        state = dq.popleft()
        station, line = state
        transfers, stops = best[state]
        for nxt in neighbours(station, line):
            cand = (transfers, stops + 1)
            if cand < best.get((nxt, line), INF):
                best[(nxt, line)] = cand
                parent[(nxt, line)] = state
                dq.append((nxt, line))
        for other in sorted(served[station] - {line}):
            cand = (transfers + 1, stops)
            if cand < best.get((station, other), INF):
                best[(station, other)] = cand
                parent[(station, other)] = state
                dq.appendleft((station, other))
    finals = [(best[(target, l)], l) for l in served[target] if (target, l) in best]
    if not finals:
        return None
    cost, line = min(finals)
    path = [(target, line)]
    while path[-1] in parent:
        path.append(parent[path[-1]])
    return cost, path[::-1]


def describe(path):
    legs = []
    for station, line in path:
        if legs and legs[-1][0] == line:
            legs[-1][1].append(station)
        else:
            legs.append((line, [station]))
    parts = []
    for line, stations in legs:
        if len(stations) > 1:
            parts.append(f"{line}: {stations[0]} -> {stations[-1]} ({len(stations) - 1} stops)")
    return parts


def main():
    served = build()
    interchanges = sorted(s for s, ls in served.items() if len(ls) > 1)
    print("interchanges:", ", ".join(interchanges))
    for origin, target in [("Airport", "Zoo"), ("Docks", "Hospital"), ("Library", "Mall"), ("Stadium", "Stadium"), ("Park", "Airport")]:
        found = route(origin, target, served)
        if found is None:
            print(f"{origin} -> {target}: unreachable")
            continue
        (transfers, stops), path = found
        print(f"{origin} -> {target}: {transfers} transfer(s), {stops} stop(s)")
        for part in describe(path):
            print("   ", part)


if __name__ == "__main__":
    main()
