"""Find meeting slots that fall inside working hours for a team spread across time zones."""
from datetime import datetime, timedelta, timezone

TEAM = {
    "Lisbon": timezone(timedelta(hours=0), "WET"),
    "Berlin": timezone(timedelta(hours=1), "CET"),
    "New York": timezone(timedelta(hours=-5), "EST"),
    "Bangalore": timezone(timedelta(hours=5, minutes=30)),
    "Auckland": timezone(timedelta(hours=13)),
}

WORK_START, WORK_END = 8, 18


def local_hours(slot_utc):
    return {city: slot_utc.astimezone(tz) for city, tz in TEAM.items()}


def acceptable(slot_utc, required):
    for city in required:
        local = slot_utc.astimezone(TEAM[city])
        if not (WORK_START <= local.hour < WORK_END):
            return False
    return True


def main():
    day = datetime(2025, 1, 15, tzinfo=timezone.utc)
    required = ["Lisbon", "Berlin", "New York"]
    slots = [day + timedelta(minutes=30 * i) for i in range(48)]
    good = [s for s in slots if acceptable(s, required)]
    print(f"{len(good)} slots work for {', '.join(required)}")
    for s in good[:3] + good[-2:]:
        locals_ = local_hours(s)
        print(s.isoformat(), "|", "; ".join(f"{c} {t:%H:%M}" for c, t in locals_.items()))

    everyone = [s for s in slots if acceptable(s, list(TEAM))]
    print("slots for everyone:", everyone)

    meeting = datetime.fromisoformat("2025-01-15T14:30:00+01:00")
    print(meeting, meeting.tzinfo, meeting.utcoffset())
    print(meeting.astimezone(timezone.utc).isoformat(timespec="minutes"))
    print(meeting.astimezone(TEAM["Bangalore"]).strftime("%Y-%m-%d %H:%M %Z %z"))
    print(TEAM["Bangalore"], TEAM["Berlin"].tzname(None), repr(TEAM["Auckland"]))
    print(datetime.fromisoformat("2025-01-15T09:00:00").replace(tzinfo=TEAM["New York"]).isoformat())
    print(datetime.fromisoformat("2025-01-15 09:00"), datetime.fromisoformat("2025-01-15"))
    naive = datetime(2025, 1, 15, 12)
    try:
        print(naive < meeting)
    except TypeError as err:
        print("TypeError:", err)
    print(meeting - datetime(2025, 1, 15, 9, tzinfo=TEAM["New York"]))
    print(datetime(2025, 3, 1, tzinfo=timezone.utc).timestamp())
    print(datetime.fromtimestamp(1736950000, tz=TEAM["Berlin"]).isoformat())
    try:
        timezone(timedelta(hours=25))
    except ValueError as err:
        print("ValueError:", err)
    try:
        datetime.fromisoformat("15/01/2025")
    except ValueError as err:
        print("ValueError:", err)


if __name__ == "__main__":
    main()
