"""Size a call-centre shift with the Erlang C formula: agents needed per hour for a service level."""
import math
from functools import lru_cache

TARGET_SL = 0.80        # answer 80% of calls ...
TARGET_SECONDS = 20     # ... within 20 seconds
AHT = 240               # average handle time, seconds
SHRINKAGE = 0.30

HOURLY_CALLS = {8: 110, 9: 185, 10: 240, 11: 260, 12: 205, 13: 190, 14: 230, 15: 215, 16: 170, 17: 95}


def erlang_c(agents: int, load: float) -> float:
    """Probability that a call has to wait."""
    if agents <= load:
        return 1.0
    top = load ** agents / math.factorial(agents) * agents / (agents - load)
    bottom = sum(load ** k / math.factorial(k) for k in range(agents)) + top
    return top / bottom


def service_level(agents: int, load: float) -> float:
    pw = erlang_c(agents, load)
    return 1 - pw * math.exp(-(agents - load) * TARGET_SECONDS / AHT)


def asa(agents: int, load: float) -> float:
    return erlang_c(agents, load) * AHT / (agents - load)


@lru_cache(maxsize=None)
def agents_needed(calls: int) -> int:
    load = calls * AHT / 3600
    n = max(1, math.ceil(load))
    while service_level(n, load) < TARGET_SL:
        n += 1
    return n


def main():
    print(f"target {TARGET_SL:.0%} in {TARGET_SECONDS}s, AHT {AHT}s, shrinkage {SHRINKAGE:.0%}")
    print("hour calls  erlangs agents  SL     ASA   occ   rostered")
    total_hours = 0
    for hour, calls in HOURLY_CALLS.items():
        load = calls * AHT / 3600
        n = agents_needed(calls)
        roster = math.ceil(n / (1 - SHRINKAGE))
        total_hours += roster
        print(f"{hour:02d}:00 {calls:5d} {load:8.2f} {n:6d} {service_level(n, load):6.1%} {asa(n, load):5.1f}s "
              f"{load / n:5.1%} {roster:6d}")
    print(f"total rostered agent-hours: {total_hours}")
    load = HOURLY_CALLS[11] * AHT / 3600
    print("sensitivity at 11:00:")
    for n in range(agents_needed(HOURLY_CALLS[11]) - 2, agents_needed(HOURLY_CALLS[11]) + 3):
        print(f"  {n} agents: P(wait) {erlang_c(n, load):.3f}, SL {service_level(n, load):.3f}")
    print("cache:", agents_needed.cache_info())


if __name__ == "__main__":
    main()
