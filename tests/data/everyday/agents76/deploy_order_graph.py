"""Plan service deploy waves with graphlib, detect cycles, and simulate parallel rollout."""
from graphlib import CycleError, TopologicalSorter

SERVICES = {
    "web": {"api", "cdn"},
    "api": {"db", "cache", "auth"},
    "worker": {"db", "queue"},
    "auth": {"db"},
    "db": set(),
    "cache": set(),
    "queue": set(),
    "cdn": set(),
    "reports": {"worker", "api"},
}
DURATION = {"db": 4, "cache": 1, "queue": 2, "cdn": 1, "auth": 2, "api": 3, "worker": 2, "web": 1, "reports": 1}


def waves(graph: dict[str, set[str]]) -> list[list[str]]:
    ts = TopologicalSorter(graph)
    ts.prepare()
    out = []
    while ts.is_active():
        ready = sorted(ts.get_ready())
        out.append(ready)
        ts.done(*ready)
    return out


def critical_path(graph: dict[str, set[str]]) -> tuple[int, list[str]]:
    finish: dict[str, int] = {}
    via: dict[str, str | None] = {}
    for node in TopologicalSorter(graph).static_order():
        deps = sorted(graph.get(node, ()))
        start = max((finish[d] for d in deps), default=0)
        via[node] = max(deps, key=lambda d: finish[d], default=None)
        finish[node] = start + DURATION[node]
    end = max(finish, key=lambda n: (finish[n], n))
    path = [end]
    while (prev := via[path[-1]]) is not None:
        path.append(prev)
    return finish[end], path[::-1]


def main():
    for i, wave in enumerate(waves(SERVICES), 1):
        print(f"wave {i}: {', '.join(wave)}")
    total, path = critical_path(SERVICES)
    print(f"critical path ({total} min): {' -> '.join(path)}")
    print("sequential time:", sum(DURATION.values()), "min")
    dependents: dict[str, list[str]] = {}
    for svc, deps in SERVICES.items():
        for d in deps:
            dependents.setdefault(d, []).append(svc)
    for svc in sorted(dependents, key=lambda s: (-len(dependents[s]), s))[:3]:
        print(f"  {svc} is needed by {sorted(dependents[svc])}")
    broken = dict(SERVICES, db={"reports"})
    try:
        list(TopologicalSorter(broken).static_order())
    except CycleError as err:
        msg, cycle = err.args
        print("cycle detected:", msg, "| closes:", cycle[0] == cycle[-1], "| has db:", "db" in cycle)
    return total


if __name__ == "__main__":
    main()
