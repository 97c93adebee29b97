from graphlib import TopologicalSorter, CycleError
from collections import defaultdict

PIPELINE = {
    "checkout": [],
    "deps": ["checkout"],
    "lint": ["deps"],
    "typecheck": ["deps"],
    "unit": ["deps"],
    "build": ["lint", "typecheck"],
    "integration": ["build", "unit"],
    "docs": ["deps"],
    "package": ["build", "docs"],
    "deploy-staging": ["package", "integration"],
}
DURATIONS = {"checkout": 1, "deps": 4, "lint": 2, "typecheck": 5, "unit": 7, "build": 6,
             "integration": 9, "docs": 3, "package": 2, "deploy-staging": 4}


def schedule(graph, workers):
    ts = TopologicalSorter(graph)
    ts.prepare()
    clock = 0
    running = []  # (finish_time, job)
    timeline = defaultdict(list)
    ready = []
    while ts.is_active():
        ready.extend(sorted(ts.get_ready(), key=lambda j: (-DURATIONS[j], j)))
        while ready and len(running) < workers:
            job = ready.pop(0)
            running.append((clock + DURATIONS[job], job))
            timeline[clock].append(job)
        running.sort()
        finish, job = running.pop(0)
        clock = finish
        ts.done(job)
        while running and running[0][0] == clock:
            ts.done(running.pop(0)[1])
    return clock, timeline


def critical_path(graph):
    order = list(TopologicalSorter(graph).static_order())
    best = {}
    prev = {}
    for job in order:
        deps = graph[job]
        start = max((best[d] for d in deps), default=0)
        prev[job] = max(deps, key=lambda d: best[d]) if deps else None
        best[job] = start + DURATIONS[job]
    end = max(best, key=best.get)
    path = []
    while end:
        path.append(end)
        end = prev[end]
    return best[path[0]], path[::-1]


def main():
    print("static order:", " -> ".join(TopologicalSorter(PIPELINE).static_order()))
    for workers in (1, 2, 3):
        total, timeline = schedule(PIPELINE, workers)
        starts = "; ".join(f"t={t}: {', '.join(jobs)}" for t, jobs in sorted(timeline.items()))
        print(f"{workers} worker(s): {total:>2} min | {starts}")
    length, path = critical_path(PIPELINE)
    print(f"critical path ({length} min): {' > '.join(path)}")
    broken = dict(PIPELINE, checkout=["deploy-staging"])
    try:
        list(TopologicalSorter(broken).static_order())
    except CycleError as exc:
        msg, cycle = exc.args
        print(f"{type(exc).__name__}: {msg}; cycle length {len(cycle) - 1}, starts and ends at {cycle[0] == cycle[-1]}")


if __name__ == "__main__":
    main()
