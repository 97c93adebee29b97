"""Plan retry schedules for failed webhook deliveries with capped exponential backoff."""
import random
from datetime import datetime, timedelta
from itertools import accumulate, islice, takewhile

FAILED = [
    {"id": "wh-1", "url": "https://a.example/hook", "failed_at": "2026-12-08T10:00:00", "attempts": 0, "status": 503},
    {"id": "wh-2", "url": "https://b.example/hook", "failed_at": "2026-12-08T10:05:30", "attempts": 3, "status": 429},
    {"id": "wh-3", "url": "https://c.example/hook", "failed_at": "2026-12-08T11:00:00", "attempts": 7, "status": 500},
    {"id": "wh-4", "url": "https://d.example/hook", "failed_at": "2026-12-08T11:30:00", "attempts": 1, "status": 400},
]
BASE, FACTOR, CAP, MAX_ATTEMPTS = 30, 2, 3600, 8
RETRYABLE = {429, 500, 502, 503, 504}
HORIZON = timedelta(hours=3)


def delays(seed: int):
    rng = random.Random(seed)
    attempt = 0
    while True:
        raw = min(CAP, BASE * FACTOR ** attempt)
        yield raw + rng.randint(0, raw // 10)
        attempt += 1


def main():
    plan = []
    for job in FAILED:
        if job["status"] not in RETRYABLE:
            print(f"{job['id']}: status {job['status']} is not retryable, dead-letter")
            continue
        left = MAX_ATTEMPTS - job["attempts"]
        if left <= 0:
            print(f"{job['id']}: exhausted after {job['attempts']} attempts")
            continue
        start = datetime.fromisoformat(job["failed_at"])
        seq = list(islice(delays(seed=int(job["id"][3:])), job["attempts"], job["attempts"] + left))
        offsets = list(accumulate(seq))
        within = list(takewhile(lambda s: timedelta(seconds=s) <= HORIZON, offsets))
        print(f"{job['id']}: {left} attempts left, {len(within)} within {HORIZON}")
        for n, off in enumerate(within, job["attempts"] + 1):
            when = start + timedelta(seconds=off)
            plan.append((when, job["id"], n))
            print(f"   try #{n} at {when:%H:%M:%S} (+{timedelta(seconds=off)})")
    plan.sort()
    print("timeline:")
    for when, jid, n in plan:
        print(f"  {when.time()} {jid} #{n}")
    busiest = max({w.hour for w, _, _ in plan}, key=lambda h: sum(1 for w, _, _ in plan if w.hour == h))
    print("busiest hour:", busiest)
    rng = random.Random(7)
    print("sample jitters:", [rng.randint(0, 10) for _ in range(5)], round(rng.random(), 6), rng.choice("abc"))
    return len(plan)


if __name__ == "__main__":
    main()
