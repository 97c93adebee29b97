"""Decide which queued API calls may run under per-minute and per-day quotas (sliding + fixed windows)."""
from collections import deque, defaultdict
from datetime import datetime, timedelta
from typing import NamedTuple


class Call(NamedTuple):
    at: datetime
    tenant: str
    cost: int = 1


class Decision(NamedTuple):
    call: Call
    allowed: bool
    reason: str


QUOTAS = {
    "free": {"per_minute": 3, "per_day": 6},
    "pro": {"per_minute": 5, "per_day": 100},
}
PLANS = {"acme": "pro", "tiny": "free"}


def make_calls():
    base = datetime(2024, 7, 1, 23, 58, 0)
    offsets = [0, 5, 10, 15, 20, 61, 62, 70, 119, 125, 130, 200]
    calls = []
    for i, off in enumerate(offsets):
        calls.append(Call(base + timedelta(seconds=off), "tiny" if i % 3 else "acme", 2 if i == 7 else 1))
    calls.append(Call(base + timedelta(seconds=30), "ghost"))
    return sorted(calls)


class Limiter:
    def __init__(self, quotas, plans):
        self.quotas = quotas
        self.plans = plans
        self.recent = defaultdict(deque)
        self.daily = defaultdict(int)

    def check(self, call: Call) -> Decision:
        plan = self.plans.get(call.tenant)
        if plan is None:
            return Decision(call, False, "unknown tenant")
        q = self.quotas[plan]
        window = self.recent[call.tenant]
        while window and call.at - window[0][0] >= timedelta(minutes=1):
            window.popleft()
        in_minute = sum(cost for _, cost in window)
        day_key = (call.tenant, call.at.date())
        if in_minute + call.cost > q["per_minute"]:
            retry = window[0][0] + timedelta(minutes=1) - call.at
            return Decision(call, False, f"minute quota ({in_minute}/{q['per_minute']}), retry in {retry.seconds}s")
        if self.daily[day_key] + call.cost > q["per_day"]:
            return Decision(call, False, f"daily quota ({self.daily[day_key]}/{q['per_day']})")
        window.append((call.at, call.cost))
        self.daily[day_key] += call.cost
        return Decision(call, True, "ok")


def main():
    limiter = Limiter(QUOTAS, PLANS)
    decisions = [limiter.check(c) for c in make_calls()]
    for d in decisions:
        mark = "ALLOW" if d.allowed else "DENY "
        print(f"{d.call.at:%H:%M:%S} {d.call.tenant:<5} cost={d.call.cost} {mark} {d.reason}")
    allowed = defaultdict(int)
    denied = defaultdict(int)
    for d in decisions:
        (allowed if d.allowed else denied)[d.call.tenant] += d.call.cost
    for tenant in sorted(set(allowed) | set(denied)):
        total = allowed[tenant] + denied[tenant]
        print(f"{tenant:<6} used {allowed[tenant]:>2} denied {denied[tenant]:>2} ({denied[tenant] / total:.0%} denied)")
    print("daily counters:", {f"{t}@{d:%m-%d}": n for (t, d), n in sorted(limiter.daily.items())})
    return sum(allowed.values())


if __name__ == "__main__":
    main()
