"""Work out the start order of services from their dependencies with graphlib, and detect cycles."""
from graphlib import CycleError, TopologicalSorter

SERVICES = {
    "web": {"api", "static"},
    "api": {"db", "cache", "queue"},
    "worker": {"queue", "db"},
    "queue": set(),
    "db": set(),
    "cache": set(),
    "static": set(),
    "metrics": {"api", "worker"},
}


def batches(graph):
    ts = TopologicalSorter(graph)
    ts.prepare()
    out = []
    while ts.is_active():
        ready = sorted(ts.get_ready())
        out.append(ready)
        ts.done(*ready)
    return out


def transitive(graph, node, seen=None):
    seen = set() if seen is None else seen
    for dep in sorted(graph.get(node, ())):
        if dep not in seen:
            seen.add(dep)
            transitive(graph, dep, seen)
    return seen


def main():
    for i, batch in enumerate(batches(SERVICES), 1):
        print(f"wave {i}: {', '.join(batch)}")
    order = list(TopologicalSorter({k: sorted(v) for k, v in sorted(SERVICES.items())}).static_order())
    print("one valid order:", order.index("db") < order.index("api") < order.index("web"))
    for name in ("web", "metrics", "db"):
        print(f"{name} needs {sorted(transitive(SERVICES, name))}")

    ts = TopologicalSorter()
    ts.add("deploy", "build", "test")
    ts.add("test", "build")
    ts.add("build", "fetch")
    print(list(ts.static_order()))

    cyclic = dict(SERVICES, db={"metrics"})
    try:
        list(TopologicalSorter(cyclic).static_order())
    except CycleError as err:
        message, cycle = err.args
        print(message, "length", len(cycle) - 1, cycle[0] == cycle[-1])
    ts2 = TopologicalSorter({"a": {"b"}})
    try:
        ts2.get_ready()
    except ValueError as err:
        print("ValueError:", err)
    ts2.prepare()
    try:
        ts2.add("c", "a")
    except ValueError as err:
        print("ValueError:", err)


if __name__ == "__main__":
    main()
