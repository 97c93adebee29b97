"""Work out which fleet vehicles are due for service by date or by mileage."""
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Optional

TODAY = date(2026, 3, 15)


@dataclass
class ServiceRule:
    task: str
    every_km: Optional[int] = None
    every_days: Optional[int] = None


@dataclass
class Vehicle:
    plate: str
    odometer_km: int
    km_per_day: float
    history: dict  # task -> (date, odometer)


RULES = [
    ServiceRule("oil change", every_km=10_000, every_days=365),
    ServiceRule("tyre rotation", every_km=8_000),
    ServiceRule("brake inspection", every_km=30_000, every_days=730),
    ServiceRule("inspection sticker", every_days=365),
]

FLEET = [
    Vehicle("KX-101", 48_200, 85.0, {
        "oil change": (date(2025, 6, 1), 40_100),
        "tyre rotation": (date(2025, 10, 12), 41_500),
        "brake inspection": (date(2024, 2, 20), 21_000),
        "inspection sticker": (date(2025, 3, 20), 30_000),
    }),
    Vehicle("KX-102", 12_950, 40.5, {
        "oil change": (date(2025, 3, 1), 3_100),
        "inspection sticker": (date(2025, 4, 2), 4_000),
    }),
    Vehicle("VN-7", 151_030, 210.0, {
        "oil change": (date(2026, 2, 1), 142_000),
        "tyre rotation": (date(2026, 1, 10), 139_900),
        "brake inspection": (date(2025, 11, 5), 128_400),
        "inspection sticker": (date(2025, 12, 24), 135_000),
    }),
]


def next_due(vehicle: Vehicle, rule: ServiceRule):
    last_date, last_km = vehicle.history.get(rule.task, (None, 0))
    candidates = []
    if rule.every_km:
        remaining_km = last_km + rule.every_km - vehicle.odometer_km
        days = int(remaining_km // vehicle.km_per_day) if remaining_km > 0 else 0
        candidates.append((TODAY + timedelta(days=days), f"{remaining_km:,} km left"))
    if rule.every_days:
        if last_date is None:
            candidates.append((TODAY, "never done"))
        else:
            due = last_date + timedelta(days=rule.every_days)
            candidates.append((due, f"due {due:%d %b %Y}"))
    return min(candidates)


def main():
    overdue_count = 0
    for vehicle in FLEET:
        print(f"{vehicle.plate} ({vehicle.odometer_km:,} km, ~{vehicle.km_per_day:g} km/day)")
        rows = sorted((next_due(vehicle, rule), rule.task) for rule in RULES)
        for (when, why), task in rows:
            delta = (when - TODAY).days
            if delta <= 0:
                status = "OVERDUE" if delta < 0 else "TODAY"
                overdue_count += 1
            elif delta <= 30:
                status = f"in {delta}d"
            else:
                status = when.strftime("%Y-%m-%d")
            print(f"  {task:<19} {status:<11} ({why})")
    print(f"{overdue_count} tasks need attention as of {TODAY.isoformat()} ({TODAY:%A})")
    week = [TODAY + timedelta(days=i) for i in range(7)]
    print("next week:", ", ".join(d.strftime("%a %d") for d in week if d.weekday() < 5))


if __name__ == "__main__":
    main()
