"""Schedule a meeting for a distributed team: find an hour that is inside working hours for
everyone, given each member's fixed UTC offset."""
from datetime import datetime, timedelta, timezone

TEAM = [
    ("Ana", "Lisbon", 0),
    ("Ben", "Berlin", 1),
    ("Chitra", "Bangalore", 5.5),
    ("Dan", "Helsinki", 2),
]


def zone(name, hours):
    return timezone(timedelta(hours=hours), name)


def working(local):
    return 9 <= local.hour < 17 and local.weekday() < 5


def main():
    zones = {name: zone(city, off) for name, city, off in TEAM}
    day = datetime(2024, 3, 12, tzinfo=timezone.utc)
    print("day:", day.isoformat())
    found = []
    for hour in range(24):
        slot = day + timedelta(hours=hour)
        locals_ = {name: slot.astimezone(tz) for name, tz in zones.items()}
        if all(working(t) for t in locals_.values()):
            found.append(slot)
    for slot in found:
        print("slot", slot.strftime("%H:%M %Z"))
        for name, tz in zones.items():
            local = slot.astimezone(tz)
            print(f"  {name:<7} {local.strftime('%a %H:%M')} {local.tzname()} ({local.strftime('%z')})")
    if not found:
        print("no common slot")
    now = datetime.now(timezone.utc)
    print("clock is aware:", now.tzinfo is timezone.utc, now.year >= 2024, now.utcoffset())
    best = found[0] if found else None
    if best is not None:
        ben = best.astimezone(zones["Ben"])
        print("same instant:", ben == best, ben.utcoffset(), repr(ben.tzinfo))
        print("invite:", ben.isoformat(timespec="minutes"))
    return len(found)
