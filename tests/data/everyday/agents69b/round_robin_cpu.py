"""Round-robin CPU scheduling with arrival times, I/O bursts and a Gantt chart."""
from collections import deque


class Process:
    def __init__(self, pid, arrival, bursts):
        self.pid = pid
        self.arrival = arrival
        self.bursts = list(bursts)  # alternating cpu, io, cpu, ...
        self.finish = None
        self.waiting = 0
        self.ready_since = None

    @property
    def total_cpu(self):
        return sum(self.bursts[::2])

    def __repr__(self):
        return f"Process({self.pid!r}, arrival={self.arrival}, left={self.bursts})"


def simulate(processes, quantum):
    clock = 0
    future = deque(sorted(processes, key=lambda p: (p.arrival, p.pid)))
    ready = deque()
    blocked = []   # [wake_time, process]
    gantt = []
    cpu_time = sum(p.total_cpu for p in processes)
    original = {p.pid: p.total_cpu for p in processes}

    def admit(now):
        while future and future[0].arrival <= now:
            p = future.popleft()
            p.ready_since = p.arrival
            ready.append(p)
        for entry in sorted(blocked, key=lambda e: (e[0], e[1].pid)):
            if entry[0] <= now:
                blocked.remove(entry)
                entry[1].ready_since = entry[0]
                ready.append(entry[1])

    while future or ready or blocked:
        admit(clock)
        if not ready:
            clock += 1
            if not gantt or gantt[-1][0] != "idle":
                gantt.append(["idle", clock - 1, clock])
            else:
                gantt[-1][2] = clock
            continue
        proc = ready.popleft()
        proc.waiting += clock - proc.ready_since
        run = min(quantum, proc.bursts[0])
        if gantt and gantt[-1][0] == proc.pid:
            gantt[-1][2] += run
        else:
            gantt.append([proc.pid, clock, clock + run])
        clock += run
        proc.bursts[0] -= run
        admit(clock)
        if proc.bursts[0] > 0:
            proc.ready_since = clock
            ready.append(proc)
        else:
            proc.bursts.pop(0)
            if proc.bursts:
                io = proc.bursts.pop(0)
                blocked.append([clock + io, proc])
            else:
                proc.finish = clock
    busy = clock - sum(e - s for name, s, e in gantt if name == "idle")
    assert busy == cpu_time
    return gantt, clock, original


def main():
    for quantum in (2, 4):
        procs = [Process("A", 0, [5, 3, 2]), Process("B", 1, [3]), Process("C", 2, [1, 6, 4]),
                 Process("D", 12, [2]), Process("E", 30, [3])]
        gantt, end, original = simulate(procs, quantum)
        print(f"quantum={quantum} finished at t={end}")
        print("  " + " ".join(f"{n}[{s}-{e}]" for n, s, e in gantt))
        for p in procs:
            turnaround = p.finish - p.arrival
            print(f"  {p.pid}: finish {p.finish:>2} turnaround {turnaround:>2} waiting {p.waiting:>2} cpu {original[p.pid]}")
        avg = sum(p.waiting for p in procs) / len(procs)
        print(f"  average waiting {avg:.2f}")
    print(repr(Process("Z", 3, [1, 2, 3])))


if __name__ == "__main__":
    main()
