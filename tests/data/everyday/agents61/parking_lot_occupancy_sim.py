"""Simulate a day of a parking garage with seeded random arrivals; report occupancy and turn-aways."""
import random
import heapq
from collections import Counter

LEVELS = {"P1": 12, "P2": 10, "ROOF": 6}
RATE_PER_HOUR = 2.5
DAILY_MAX = 18.0


def arrivals_per_hour(hour):
    if 7 <= hour < 10:
        return 9
    if 11 <= hour < 14:
        return 6
    if 16 <= hour < 19:
        return 4
    return 1


def fee(minutes):
    hours = -(-minutes // 60)
    return min(hours * RATE_PER_HOUR, DAILY_MAX)


def main():
    rng = random.Random(2024)
    free = {level: cap for level, cap in LEVELS.items()}
    departures = []  # (time, car_id, level)
    turned_away = 0
    revenue = 0.0
    peak = (0, 0)
    stays = []
    level_use = Counter()
    hourly = []
    car = 0
    for hour in range(6, 22):
        for _ in range(arrivals_per_hour(hour)):
            minute = hour * 60 + rng.randint(0, 59)
            while departures and departures[0][0] <= minute:
                t, _, level = heapq.heappop(departures)
                free[level] += 1
            level = next((lv for lv in LEVELS if free[lv] > 0), None)
            if level is None:
                turned_away += 1
                continue
            car += 1
            stay = max(15, int(rng.expovariate(1 / 150)))
            free[level] -= 1
            level_use[level] += 1
            heapq.heappush(departures, (minute + stay, car, level))
            stays.append(stay)
            revenue += fee(stay)
            occupied = sum(LEVELS.values()) - sum(free.values())
            if occupied > peak[0]:
                peak = (occupied, minute)
        hourly.append((hour, sum(LEVELS.values()) - sum(free.values())))
    print(f"cars parked {car}, turned away {turned_away}")
    print(f"peak occupancy {peak[0]} at {peak[1] // 60:02d}:{peak[1] % 60:02d}")
    print(f"revenue ${revenue:,.2f}, average stay {sum(stays) / len(stays):.0f} min")
    print("by level:", dict(level_use))
    for hour, occ in hourly:
        print(f"{hour:02d}h {'#' * occ:<28}{occ}")
    print("longest stays:", sorted(stays)[-3:], "shortest:", min(stays))
    print("roll:", rng.random() < 0.5, rng.choice(sorted(LEVELS)), rng.sample(range(10), 3))


if __name__ == "__main__":
    main()
