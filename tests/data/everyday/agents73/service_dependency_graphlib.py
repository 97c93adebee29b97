from graphlib import TopologicalSorter, CycleError

SERVICES = {
    "postgres": [],
    "redis": [],
    "migrations": ["postgres"],
    "auth": ["postgres", "redis", "migrations"],
    "billing": ["auth", "postgres"],
    "api": ["auth", "billing", "redis"],
    "worker": ["redis", "billing"],
    "frontend": ["api"],
    "metrics": [],
}
START_SECONDS = {"postgres": 8, "redis": 2, "migrations": 15, "auth": 5, "billing": 6,
                 "api": 4, "worker": 3, "frontend": 10, "metrics": 1}


def startup_waves(graph):
    ts = TopologicalSorter(graph)
    ts.prepare()
    waves = []
    while ts.is_active():
        ready = sorted(ts.get_ready())
        waves.append(ready)
        ts.done(*ready)
    return waves


def critical_path(graph, durations):
    finish = {}
    via = {}
    for node in TopologicalSorter(graph).static_order():
        deps = graph.get(node, [])
        start = max((finish[d] for d in deps), default=0)
        via[node] = max(deps, key=lambda d: finish[d]) if deps else None
        finish[node] = start + durations[node]
    end = max(finish, key=finish.get)
    path = [end]
    while via[path[-1]]:
        path.append(via[path[-1]])
    return finish[end], path[::-1]


def dependents_of(graph, target):
    out = set()
    frontier = [target]
    while frontier:
        cur = frontier.pop()
        for node, deps in graph.items():
            if cur in deps and node not in out:
                out.add(node)
                frontier.append(node)
    return sorted(out)


def main():
    waves = startup_waves(SERVICES)
    for i, wave in enumerate(waves, 1):
        slowest = max(START_SECONDS[s] for s in wave)
        print(f"wave {i}: {', '.join(wave)} (wait {slowest}s)")
    print("sequential total:", sum(START_SECONDS.values()), "s; parallel by waves:",
          sum(max(START_SECONDS[s] for s in w) for w in waves), "s")
    total, path = critical_path(SERVICES, START_SECONDS)
    print(f"critical path {total}s: {' -> '.join(path)}")
    print("restarting redis also restarts:", dependents_of(SERVICES, "redis"))
    shutdown = [s for w in reversed(waves) for s in reversed(w)]
    print("shutdown order:", shutdown)
    broken = dict(SERVICES, postgres=["api"])
    try:
        list(TopologicalSorter(broken).static_order())
    except CycleError as e:
        cycle = e.args[1]
        print(f"plan rejected: {e.args[0]}; cycle length {len(cycle) - 1}: {' -> '.join(cycle)}")
    return waves


if __name__ == "__main__":
    main()
