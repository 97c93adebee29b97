"""Simulate a pool of workers processing jobs with an event queue; report utilisation and lateness."""
import heapq
import itertools
from dataclasses import dataclass
from statistics import mean


@dataclass
class Job:
    id: int
    arrive: int
    work: int
    deadline: int
    start: int = None
    finish: int = None
    worker: str = None


def simulate(jobs, workers):
    seq = itertools.count()
    events = [(j.arrive, next(seq), "arrive", j) for j in jobs]
    heapq.heapify(events)
    idle = sorted(workers)
    busy_time = dict.fromkeys(workers, 0)
    waiting = []
    while events:
        t, _, kind, payload = heapq.heappop(events)
        if kind == "arrive":
            heapq.heappush(waiting, (payload.deadline, payload.id, payload))
        else:
            idle.append(payload)
            idle.sort()
        while idle and waiting:
            _, _, job = heapq.heappop(waiting)
            worker = idle.pop(0)
            job.start, job.finish, job.worker = t, t + job.work, worker
            busy_time[worker] += job.work
            heapq.heappush(events, (job.finish, next(seq), "done", worker))
    return busy_time


def main():
    specs = [(0, 5, 10), (1, 3, 6), (2, 8, 20), (3, 2, 7), (4, 4, 9), (6, 1, 8), (7, 6, 25), (9, 2, 12)]
    jobs = [Job(i, a, w, d) for i, (a, w, d) in enumerate(specs, start=1)]
    busy = simulate(jobs, ["w1", "w2"])
    end = max(j.finish for j in jobs)
    print(f"{'job':>3} {'arr':>3} {'start':>5} {'end':>4} {'who':>3} {'late':>4}")
    for j in sorted(jobs, key=lambda j: j.id):
        late = max(0, j.finish - j.deadline)
        print(f"{j.id:>3} {j.arrive:>3} {j.start:>5} {j.finish:>4} {j.worker:>3} {late:>4}")
    print(f"makespan {end}, mean wait {mean(j.start - j.arrive for j in jobs):.2f}")
    for w, t in busy.items():
        print(f"{w}: busy {t}/{end} = {t / end:.0%}")
    late_jobs = [j.id for j in jobs if j.finish > j.deadline]
    print("late:", late_jobs or "none")


if __name__ == "__main__":
    main()
