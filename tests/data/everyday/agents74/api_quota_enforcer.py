"""Replay API calls against per-key quotas: a sliding minute window and a daily cap."""
from collections import defaultdict, deque
from datetime import datetime, timedelta

PLANS = {"free": (5, 20), "pro": (30, 500)}     # (per minute, per day)
KEYS = {"k-alpha": "free", "k-beta": "pro", "k-gamma": "free"}

CALLS = """\
2024-03-05T09:00:01 k-alpha /search
2024-03-05T09:00:05 k-alpha /search
2024-03-05T09:00:09 k-alpha /items
2024-03-05T09:00:20 k-alpha /items
2024-03-05T09:00:40 k-alpha /search
2024-03-05T09:00:41 k-alpha /search
2024-03-05T09:00:59 k-beta /bulk
2024-03-05T09:01:02 k-alpha /search
2024-03-05T09:01:06 k-alpha /items
2024-03-05T09:01:10 k-delta /search
2024-03-05T09:02:00 k-gamma /items
2024-03-05T23:59:59 k-gamma /items
2024-03-06T00:00:00 k-gamma /items
"""


class QuotaLedger:
    def __init__(self, plans, keys, window=timedelta(minutes=1)):
        self.plans, self.keys, self.window = plans, keys, window
        self.recent: dict[str, deque] = defaultdict(deque)
        self.daily: dict[tuple[str, str], int] = defaultdict(int)
        self.denied: dict[str, list[str]] = defaultdict(list)

    def check(self, when: datetime, key: str) -> tuple[bool, str]:
        if key not in self.keys:
            return False, "unknown key"
        per_minute, per_day = self.plans[self.keys[key]]
        q = self.recent[key]
        while q and when - q[0] >= self.window:
            q.popleft()
        day = when.date().isoformat()
        if self.daily[key, day] >= per_day:
            return False, "daily cap"
        if len(q) >= per_minute:
            retry = q[0] + self.window - when
            return False, f"rate limited, retry in {retry.seconds}s"
        q.append(when)
        self.daily[key, day] += 1
        return True, f"{len(q)}/{per_minute} this minute"

    def record(self, when, key, path):
        ok, why = self.check(when, key)
        if not ok:
            self.denied[key].append(f"{when:%H:%M:%S} {path}: {why}")
        return ok, why


def main():
    ledger = QuotaLedger(PLANS, KEYS)
    allowed = 0
    for line in CALLS.splitlines():
        stamp, key, path = line.split()
        when = datetime.fromisoformat(stamp)
        ok, why = ledger.record(when, key, path)
        allowed += ok
        print(f"{when:%d %H:%M:%S} {key:<8} {path:<8} {'ALLOW' if ok else 'DENY ':<5} {why}")
    print(f"allowed {allowed} of {len(CALLS.splitlines())}")
    for key in sorted(ledger.denied):
        print(key, "denied:", len(ledger.denied[key]))
        for d in ledger.denied[key]:
            print("   ", d)
    usage = sorted(ledger.daily.items())
    for (key, day), n in usage:
        cap = PLANS[KEYS[key]][1]
        print(f"{day} {key:<8} {n:>3}/{cap:<4} {n / cap:>5.0%}")
    return allowed


if __name__ == "__main__":
    main()
