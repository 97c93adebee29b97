"""Compare FCFS, SJF, SRTF and round-robin CPU scheduling on one workload, with Gantt strips."""
from collections import deque
from typing import Dict, List, NamedTuple, Tuple


class Proc(NamedTuple):
    pid: str
    arrival: int
    burst: int


WORKLOAD = [Proc("A", 0, 7), Proc("B", 2, 4), Proc("C", 4, 1), Proc("D", 5, 4), Proc("E", 6, 3), Proc("F", 15, 2)]

Timeline = List[Tuple[int, int, str]]


def fcfs(procs) -> Timeline:
    t, out = 0, []
    for p in sorted(procs, key=lambda p: (p.arrival, p.pid)):
        t = max(t, p.arrival)
        out.append((t, t + p.burst, p.pid))
        t += p.burst
    return out


def sjf(procs) -> Timeline:
    pending = sorted(procs, key=lambda p: p.arrival)
    t, out = 0, []
    while pending:
        ready = [p for p in pending if p.arrival <= t]
        if not ready:
            t = pending[0].arrival
            continue
        p = min(ready, key=lambda p: (p.burst, p.arrival))
        pending.remove(p)
        out.append((t, t + p.burst, p.pid))
        t += p.burst
    return out


def srtf(procs) -> Timeline:
    remaining = {p.pid: p.burst for p in procs}
    arrival = {p.pid: p.arrival for p in procs}
    t, out = 0, []
    while any(remaining.values()):
        ready = [pid for pid, r in remaining.items() if r and arrival[pid] <= t]
        if not ready:
            t += 1
            continue
        pid = min(ready, key=lambda x: (remaining[x], arrival[x]))
        remaining[pid] -= 1
        if out and out[-1][2] == pid and out[-1][1] == t:
            out[-1] = (out[-1][0], t + 1, pid)
        else:
            out.append((t, t + 1, pid))
        t += 1
    return out


def round_robin(procs, quantum=2) -> Timeline:
    pending = deque(sorted(procs, key=lambda p: p.arrival))
    queue, remaining = deque(), {p.pid: p.burst for p in procs}
    t, out = 0, []
    while pending or queue:
        while pending and pending[0].arrival <= t:
            queue.append(pending.popleft().pid)
        if not queue:
            t = pending[0].arrival
            continue
        pid = queue.popleft()
        run = min(quantum, remaining[pid])
        out.append((t, t + run, pid))
        t += run
        remaining[pid] -= run
        while pending and pending[0].arrival <= t:
            queue.append(pending.popleft().pid)
        if remaining[pid]:
            queue.append(pid)
    return out


def metrics(procs, timeline) -> Dict[str, float]:
    finish = {pid: end for _, end, pid in timeline}
    first = {}
    for start, _, pid in timeline:
        first.setdefault(pid, start)
    tat = [finish[p.pid] - p.arrival for p in procs]
    wait = [finish[p.pid] - p.arrival - p.burst for p in procs]
    resp = [first[p.pid] - p.arrival for p in procs]
    switches = sum(1 for a, b in zip(timeline, timeline[1:]) if a[2] != b[2])
    n = len(procs)
    return {"turnaround": sum(tat) / n, "waiting": sum(wait) / n, "response": sum(resp) / n, "switches": switches}


def gantt(timeline) -> str:
    strip = ""
    t = 0
    for start, end, pid in timeline:
        strip += "." * (start - t) + pid * (end - start)
        t = end
    return strip


def main():
    algos = {"FCFS": fcfs, "SJF": sjf, "SRTF": srtf, "RR(q=2)": round_robin, "RR(q=4)": lambda p: round_robin(p, 4)}
    results = {}
    for name, algo in algos.items():
        tl = algo(WORKLOAD)
        m = metrics(WORKLOAD, tl)
        results[name] = m
        print(f"{name:<8} |{gantt(tl)}|")
    print()
    print(f"{'algo':<8}{'turnaround':>11}{'waiting':>9}{'response':>10}{'switches':>10}")
    for name, m in results.items():
        print(f"{name:<8}{m['turnaround']:>11.2f}{m['waiting']:>9.2f}{m['response']:>10.2f}{m['switches']:>10}")
    best = min(results, key=lambda n: results[n]["waiting"])
    print("lowest average wait:", best)


if __name__ == "__main__":
    main()
