"""Schedule maintenance jobs onto two workers within a night window (plan, then report)."""
import bisect
import heapq
from datetime import datetime, timedelta

WINDOW_START = datetime(2024, 3, 9, 22, 0)
WINDOW_END = datetime(2024, 3, 10, 5, 0)
BLACKOUTS = [(datetime(2024, 3, 10, 0, 0), datetime(2024, 3, 10, 0, 30))]   # backups run here

JOBS = [
    # name, priority (lower = sooner), minutes, earliest start offset (minutes)
    ("reindex-search", 1, 95, 0),
    ("vacuum-orders", 2, 60, 0),
    ("rotate-certs", 0, 10, 30),
    ("rebuild-cache", 3, 45, 0),
    ("archive-logs", 4, 120, 60),
    ("resize-images", 5, 200, 0),
    ("compact-events", 2, 80, 90),
    ("refresh-mviews", 3, 30, 0),
]


def shift_past_blackouts(start: datetime, length: timedelta) -> datetime:
    for b_start, b_end in BLACKOUTS:
        if start < b_end and start + length > b_start:
            start = b_end
    return start


def main():
    queue = [(prio, offset, name, minutes) for name, prio, minutes, offset in JOBS]
    heapq.heapify(queue)
    workers = [(WINDOW_START, "w1"), (WINDOW_START, "w2")]
    heapq.heapify(workers)
    plan, deferred = [], []
    while queue:
        prio, offset, name, minutes = heapq.heappop(queue)
        free_at, worker = heapq.heappop(workers)
        length = timedelta(minutes=minutes)
        start = max(free_at, WINDOW_START + timedelta(minutes=offset))
        start = shift_past_blackouts(start, length)
        if start + length > WINDOW_END:
            deferred.append((name, start.strftime("%H:%M")))
            heapq.heappush(workers, (free_at, worker))
            continue
        plan.append((start, start + length, worker, name, prio))
        heapq.heappush(workers, (start + length, worker))
    plan.sort()
    print(f"window {WINDOW_START:%a %H:%M} - {WINDOW_END:%a %H:%M}")
    for start, end, worker, name, prio in plan:
        print(f"  {worker} {start:%H:%M}-{end:%H:%M} p{prio} {name}")
    for name, at in deferred:
        print(f"  deferred {name} (would start {at})")
    busy = {w: sum(((e - s) for s, e, ww, _, _ in plan if ww == w), timedelta()) for w in ("w1", "w2")}
    span = WINDOW_END - WINDOW_START
    for w, t in busy.items():
        print(f"{w} busy {t} ({t / span:.0%} of window)")
    starts = [s for s, *_ in plan]
    probe = datetime(2024, 3, 10, 1, 0)
    i = bisect.bisect_right(starts, probe)
    print(f"jobs started by {probe:%H:%M}: {i}; next: {plan[i][3] if i < len(plan) else '-'}")
    top = heapq.nsmallest(3, JOBS, key=lambda j: (j[1], -j[2]))
    print("top priority:", [j[0] for j in top], "longest:", heapq.nlargest(2, (j[2] for j in JOBS)))
    merged = list(heapq.merge([1, 4, 9], [2, 3, 10], [0]))
    print(merged, bisect.bisect_left(merged, 4), bisect.insort(merged, 5) or merged[4:7])
    return len(plan)


if __name__ == "__main__":
    main()
