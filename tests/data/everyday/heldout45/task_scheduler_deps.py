TASKS = {
    "deploy": ["build", "test"],
    "build": ["fetch", "configure"],
    "test": ["build"],
    "configure": ["fetch"],
    "fetch": [],
    "docs": ["configure"],
}

DURATIONS = {"fetch": 3, "configure": 2, "build": 10, "test": 7, "deploy": 1, "docs": 4}


class CycleError(Exception):
    pass


def topo_order(tasks):
    order, state = [], {}

    def visit(name, trail):
        if state.get(name) == "done":
            return
        if state.get(name) == "active":
            raise CycleError(" -> ".join(trail + [name]))
        state[name] = "active"
        for dep in sorted(tasks[name]):
            visit(dep, trail + [name])
        state[name] = "done"
        order.append(name)

    for name in sorted(tasks):
        visit(name, [])
    return order


def earliest_finish(tasks, order):
    finish = {}
    for name in order:
        start = max((finish[d] for d in tasks[name]), default=0)
        finish[name] = start + DURATIONS[name]
    return finish


def main():
    order = topo_order(TASKS)
    print("order:", " -> ".join(order))
    finish = earliest_finish(TASKS, order)
    for name in sorted(finish, key=lambda n: (finish[n], n)):
        start = finish[name] - DURATIONS[name]
        bar = " " * start + "#" * DURATIONS[name]
        print(f"{name:<10}|{bar:<25}| {start:>2}-{finish[name]:<2}")
    cyclic = dict(TASKS, fetch=["deploy"])
    try:
        topo_order(cyclic)
    except CycleError as err:
        print("cycle:", err)
    return max(finish.values())


if __name__ == "__main__":
    main()
