from collections import deque, defaultdict
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from enum import IntEnum, auto


class Decision(IntEnum):
    ALLOW = auto()
    THROTTLE = auto()
    REJECT = auto()


@dataclass
class Plan:
    name: str
    per_minute: int
    per_hour_bytes: int


@dataclass
class TenantState:
    plan: Plan
    recent: deque = field(default_factory=lambda: deque(maxlen=64))
    hourly: dict = field(default_factory=lambda: defaultdict(int))
    decisions: list = field(default_factory=list)


PLANS = {"free": Plan("free", 3, 5_000), "pro": Plan("pro", 10, 50_000)}

REQUESTS = """
09:00:01 acme 1200
09:00:05 acme 900
09:00:20 globex 30000
09:00:30 acme 1500
09:00:40 acme 300
09:00:59 acme 100
09:01:02 acme 2000
09:01:10 globex 25000
09:01:30 acme 500
10:00:00 acme 4000
10:00:01 globex 100
"""


def decide(state: TenantState, when: datetime, size: int) -> Decision:
    window_start = when - timedelta(minutes=1)
    while state.recent and state.recent[0] <= window_start:
        state.recent.popleft()
    hour_key = when.replace(minute=0, second=0)
    if state.hourly[hour_key] + size > state.plan.per_hour_bytes:
        return Decision.REJECT
    if len(state.recent) >= state.plan.per_minute:
        return Decision.THROTTLE
    state.recent.append(when)
    state.hourly[hour_key] += size
    return Decision.ALLOW


def main():
    tenants = {"acme": TenantState(PLANS["free"]), "globex": TenantState(PLANS["pro"])}
    day = datetime(2024, 6, 3)
    for line in REQUESTS.strip().splitlines():
        clock, tenant, size = line.split()
        h, m, s = map(int, clock.split(":"))
        when = day.replace(hour=h, minute=m, second=s)
        state = tenants[tenant]
        d = decide(state, when, int(size))
        state.decisions.append(d)
        used = state.hourly[when.replace(minute=0, second=0)]
        print(f"{clock} {tenant:<7}{int(size):>6}B -> {d.name:<8} hour used {used:>6}/{state.plan.per_hour_bytes}")
    print()
    for name, state in tenants.items():
        counts = {d.name.lower(): state.decisions.count(d) for d in Decision}
        worst = max(state.decisions)
        print(f"{name}: {counts} worst={worst!r} window={len(state.recent)}")
        for hour, used in sorted(state.hourly.items()):
            pct = used / state.plan.per_hour_bytes
            print(f"   {hour:%H:00} {used:>6} bytes {pct:6.1%}")
    print(Decision.THROTTLE > Decision.ALLOW, Decision(3), int(Decision.REJECT) + 1)


if __name__ == "__main__":
    main()
