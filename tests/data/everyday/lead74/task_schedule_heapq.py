import heapq

TASKS = [
    ("write report", 3, 120, ["collect data"]),
    ("collect data", 1, 90, []),
    ("review", 2, 30, ["write report"]),
    ("email team", 5, 10, []),
    ("prepare slides", 2, 60, ["collect data"]),
    ("rehearse", 4, 45, ["prepare slides"]),
]


def schedule(tasks, day_minutes=240):
    info = {name: (prio, dur, set(deps)) for name, prio, dur, deps in tasks}
    done, clock, plan = set(), 0, []
    heap = [(p, n) for n, (p, _, d) in info.items() if not d]
    heapq.heapify(heap)
    while heap:
        prio, name = heapq.heappop(heap)
        dur = info[name][1]
        if clock + dur > day_minutes:
            plan.append((name, None))
            continue
        plan.append((name, clock))
        clock += dur
        done.add(name)
        for other, (p, _, deps) in info.items():
            if other not in done and name in deps and deps <= done and all(other != n for _, n in heap):
                heapq.heappush(heap, (p, other))
    return plan, clock


def main():
    plan, used = schedule(TASKS)
    for name, start in plan:
        if start is None:
            print(f"  --:--  {name} (does not fit)")
        else:
            h, m = divmod(9 * 60 + start, 60)
            print(f"  {h:02d}:{m:02d}  {name}")
    print(f"used {used} of 240 minutes ({used / 240:.0%})")
    print("three shortest:", heapq.nsmallest(3, TASKS, key=lambda t: t[2]))
