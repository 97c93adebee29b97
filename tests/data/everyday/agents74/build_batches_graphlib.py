"""Work out which build targets can run in parallel, and reject cyclic plans."""
from graphlib import CycleError, TopologicalSorter

TARGETS = {
    "app": {"lib-core", "lib-ui", "assets"},
    "lib-ui": {"lib-core", "icons"},
    "lib-core": {"codegen"},
    "assets": {"icons"},
    "icons": set(),
    "codegen": set(),
    "docs": {"app"},
    "tests": {"app", "fixtures"},
    "fixtures": {"codegen"},
}
DURATIONS = {"app": 40, "lib-ui": 25, "lib-core": 30, "assets": 12, "icons": 5, "codegen": 8, "docs": 15, "tests": 60, "fixtures": 6}


def batches(graph):
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
    for node in TopologicalSorter(graph).static_order():
        finish[node] = durations[node] + max((finish[d] for d in graph.get(node, ())), default=0)
    end = max(finish, key=finish.get)
    path = [end]
    while graph.get(path[-1]):
        path.append(max(graph[path[-1]], key=finish.get))
    return finish[end], path[::-1]


def main():
    waves = batches(TARGETS)
    wall = 0
    for i, wave in enumerate(waves, 1):
        longest = max(DURATIONS[t] for t in wave)
        wall += longest
        print(f"wave {i}: {', '.join(wave):<32} {longest:>3}s")
    serial = sum(DURATIONS.values())
    print(f"wave-by-wave {wall}s vs serial {serial}s (x{serial / wall:.2f})")
    total, path = critical_path(TARGETS, DURATIONS)
    print("critical path:", " -> ".join(path), f"= {total}s")
    ts = TopologicalSorter()
    ts.add("deploy", "tests", "docs")
    ts.add("tests", "build")
    ts.add("docs", "build")
    order = list(ts.static_order())
    print("deploy order:", order[0], "...", order[-1], len(order))
    broken = dict(TARGETS, codegen={"docs"})
    try:
        list(TopologicalSorter(broken).static_order())
    except CycleError as exc:
        msg, cycle = exc.args
        print("refusing plan:", msg, "len", len(cycle) - 1, "starts and ends equal:", cycle[0] == cycle[-1])
    reverse = {}
    for node, deps in TARGETS.items():
        for d in deps:
            reverse.setdefault(d, set()).add(node)
    affected, todo = set(), ["icons"]
    while todo:
        for n in reverse.get(todo.pop(), ()):
            if n not in affected:
                affected.add(n)
                todo.append(n)
    print("changing icons rebuilds:", sorted(affected))
    return len(waves)


if __name__ == "__main__":
    main()
