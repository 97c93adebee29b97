"""Pick which pages to pre-warm into a CDN cache within a byte budget.

Score = expected hits saved per KiB; take greedily from a heap, then simulate
a worker pool warming them with heapq as the scheduler.
"""
import heapq
from dataclasses import dataclass, field
from math import log2

PAGES = [
    ("/", 120, 54000), ("/pricing", 340, 12000), ("/docs", 80, 20000),
    ("/docs/install", 64, 8000), ("/blog/launch", 900, 3000), ("/login", 30, 40000),
    ("/status", 15, 9000), ("/careers", 210, 700), ("/api/spec.json", 2048, 2500),
    ("/docs/faq", 96, 8000),
]
BUDGET_KIB = 1200
WORKERS = 3


@dataclass(order=True)
class Job:
    finish: float
    worker: int
    path: str = field(compare=False)


def score(size_kib, daily_hits):
    return daily_hits / size_kib


def choose(pages, budget):
    heap = [(-score(s, h), path, s) for path, s, h in pages]
    heapq.heapify(heap)
    chosen, used = [], 0
    skipped = []
    while heap:
        neg, path, size = heapq.heappop(heap)
        if used + size <= budget:
            chosen.append(path)
            used += size
        else:
            skipped.append(path)
    return chosen, used, skipped


def simulate(paths, sizes, workers):
    free = [(0.0, w) for w in range(workers)]
    heapq.heapify(free)
    timeline = []
    for path in paths:
        t, w = heapq.heappop(free)
        duration = 0.05 + sizes[path] / 1024 * 0.8 + log2(sizes[path]) * 0.01
        job = Job(round(t + duration, 3), w, path)
        timeline.append(job)
        heapq.heappush(free, (job.finish, w))
    return timeline


def main():
    chosen, used, skipped = choose(PAGES, BUDGET_KIB)
    print(f"warm {len(chosen)} pages using {used}/{BUDGET_KIB} KiB")
    print("order:", chosen)
    print("skipped:", skipped)
    sizes = {p: s for p, s, _ in PAGES}
    timeline = simulate(chosen, sizes, WORKERS)
    for job in sorted(timeline):
        print(f"  t={job.finish:6.3f}s worker {job.worker} done {job.path}")
    print("makespan:", max(timeline).finish)
    top3 = heapq.nlargest(3, PAGES, key=lambda p: p[2])
    small3 = heapq.nsmallest(3, PAGES, key=lambda p: (p[1], p[0]))
    print("top by hits:", [p[0] for p in top3], "smallest:", [p[0] for p in small3])
    merged = list(heapq.merge([1, 4, 9], [2, 3, 10], [0]))
    print(merged, heapq.heappushpop([5, 7, 9], 6), heapq.heapreplace([5, 7, 9], 1))
    return len(chosen)


if __name__ == "__main__":
    main()
