"""Simulate an office print queue: priority jobs via heapq, fair round robin via deque.rotate."""
import heapq
from collections import deque

JOBS = [
    # (arrival, user, pages, priority 0=urgent)
    (0, "ana", 12, 2), (1, "ben", 3, 1), (1, "ana", 1, 2), (2, "cho", 40, 2),
    (3, "dee", 2, 0), (5, "ben", 8, 1), (6, "cho", 5, 2), (9, "eve", 1, 0),
]
PAGES_PER_TICK = 4


def priority_schedule(jobs):
    pending = sorted(jobs)
    heap, clock, done, i = [], 0, [], 0
    while i < len(pending) or heap:
        while i < len(pending) and pending[i][0] <= clock:
            arrival, user, pages, prio = pending[i]
            heapq.heappush(heap, (prio, arrival, i, user, pages))
            i += 1
        if not heap:
            clock = pending[i][0]
            continue
        prio, arrival, _, user, pages = heapq.heappop(heap)
        ticks = -(-pages // PAGES_PER_TICK)
        clock += ticks
        done.append((user, pages, arrival, clock))
    return done


def round_robin(jobs, quantum=2):
    queues = {}
    for _, user, pages, _ in sorted(jobs):
        queues.setdefault(user, deque()).append(pages)
    ring = deque(queues)
    log = []
    while ring:
        user = ring[0]
        q = queues[user]
        printed = min(quantum * PAGES_PER_TICK, q[0])
        q[0] -= printed
        log.append(f"{user}:{printed}")
        if q[0] == 0:
            q.popleft()
        if not q:
            ring.popleft()
        else:
            ring.rotate(-1)
    return log


def main():
    done = priority_schedule(JOBS)
    print(f"{'user':<5}{'pages':>6}{'arrive':>7}{'finish':>7}{'wait':>6}")
    for user, pages, arrival, finish in done:
        print(f"{user:<5}{pages:>6}{arrival:>7}{finish:>7}{finish - arrival:>6}")
    waits = [f - a for _, _, a, f in done]
    print(f"mean turnaround {sum(waits) / len(waits):.2f}, worst {max(waits)}")
    log = round_robin(JOBS)
    print("round robin:", " ".join(log))
    d = deque(range(1, 8), maxlen=7)
    d.rotate(3)
    print("rotate(3):", list(d), "rotate(-5):", (d.rotate(-5), list(d))[1])
    d.append(99)
    d.appendleft(0)
    print("maxlen keeps:", list(d), d.maxlen, d.count(99), d.index(0))
    biggest = heapq.nlargest(3, JOBS, key=lambda j: j[2])
    smallest = heapq.nsmallest(2, JOBS, key=lambda j: (j[2], j[1]))
    print("largest jobs:", [(u, p) for _, u, p, _ in biggest], "smallest:", [(u, p) for _, u, p, _ in smallest])
    h = [5, 1, 8, 3]
    heapq.heapify(h)
    print("pushpop/replace:", heapq.heappushpop(h, 2), heapq.heapreplace(h, 7), sorted(h))
    return waits


if __name__ == "__main__":
    main()
