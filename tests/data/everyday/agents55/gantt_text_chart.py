"""Render a text Gantt chart from tasks with dependencies (critical path)."""
from graphlib import TopologicalSorter

TASKS = {
    "design": (3, []),
    "backend": (5, ["design"]),
    "frontend": (4, ["design"]),
    "api-docs": (2, ["backend"]),
    "integration": (3, ["backend", "frontend"]),
    "release": (1, ["integration", "api-docs"]),
}


def schedule(tasks):
    order = list(TopologicalSorter({k: v[1] for k, v in tasks.items()}).static_order())
    start = {}
    for name in order:
        deps = tasks[name][1]
        start[name] = max((start[d] + tasks[d][0] for d in deps), default=0)
    return order, start


def critical_path(tasks, start):
    end_task = max(tasks, key=lambda t: start[t] + tasks[t][0])
    path = [end_task]
    while tasks[path[-1]][1]:
        cur = path[-1]
        path.append(max(tasks[cur][1], key=lambda d: start[d] + tasks[d][0]))
    return path[::-1]


def main():
    order, start = schedule(TASKS)
    total = max(start[t] + TASKS[t][0] for t in TASKS)
    crit = set(critical_path(TASKS, start))
    header = "".join(str(d % 10) for d in range(total))
    print(f"{'task':<12}|{header}|")
    for name in sorted(order, key=lambda t: (start[t], t)):
        dur = TASKS[name][0]
        mark = "#" if name in crit else "="
        bar = " " * start[name] + mark * dur
        print(f"{name:<12}|{bar:<{total}}| {start[name]:>2}-{start[name] + dur:<2}")
    print(f"project length: {total} days; critical path: {' > '.join(critical_path(TASKS, start))}")
    slack = {t: total - (start[t] + TASKS[t][0]) for t in TASKS if t not in crit}
    print("slack:", dict(sorted(slack.items())))


if __name__ == "__main__":
    main()
