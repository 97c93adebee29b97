"""Show a meeting time across fixed-offset time zones and find a slot inside everyone's hours."""
from datetime import datetime, timedelta, timezone

ZONES = {
    "San Francisco": timezone(timedelta(hours=-7), "PDT"),
    "New York": timezone(timedelta(hours=-4), "EDT"),
    "London": timezone(timedelta(hours=1), "BST"),
    "Berlin": timezone(timedelta(hours=2), "CEST"),
    "Mumbai": timezone(timedelta(hours=5, minutes=30), "IST"),
    "Tokyo": timezone(timedelta(hours=9), "JST"),
}

WORK_START, WORK_END = 8, 18


def local_hours(utc_dt, tz):
    local = utc_dt.astimezone(tz)
    return local, WORK_START <= local.hour + local.minute / 60 < WORK_END


def fmt_offset(tz):
    off = tz.utcoffset(None)
    sign = "+" if off >= timedelta(0) else "-"
    minutes = abs(int(off.total_seconds())) // 60
    return f"UTC{sign}{minutes // 60:02d}:{minutes % 60:02d}"


def main():
    meeting = datetime(2024, 7, 16, 15, 0, tzinfo=timezone.utc)
    print(f"Meeting at {meeting.isoformat()}")
    for city, tz in ZONES.items():
        local, ok = local_hours(meeting, tz)
        day_shift = (local.date() - meeting.date()).days
        shift = f" ({day_shift:+d} day)" if day_shift else ""
        print(f"  {city:<14} {fmt_offset(tz)} {local:%H:%M %Z}{shift}{'' if ok else '  outside hours'}")

    print("\nHalf-hour slots where a group is inside working hours (UTC):")
    groups = {
        "americas+europe": ["San Francisco", "New York", "London"],
        "europe+asia": ["London", "Berlin", "Mumbai", "Tokyo"],
        "everyone": list(ZONES),
    }
    day = datetime(2024, 7, 16, tzinfo=timezone.utc)
    for name, cities in groups.items():
        slots = []
        for i in range(48):
            t = day + timedelta(minutes=30 * i)
            if all(local_hours(t, ZONES[c])[1] for c in cities):
                slots.append(t)
        if slots:
            first, last = slots[0], slots[-1] + timedelta(minutes=30)
            print(f"  {name:<16} {len(slots)} slots, {first:%H:%M}-{last:%H:%M} UTC")
        else:
            print(f"  {name:<16} none")

    naive = datetime(2024, 7, 16, 9, 0)
    tokyo = naive.replace(tzinfo=ZONES["Tokyo"])
    print("\n09:00 Tokyo is", tokyo.astimezone(ZONES["New York"]).strftime("%a %H:%M in New York"))
    print("same instant?", tokyo == tokyo.astimezone(timezone.utc))
    print("utcoffset:", tokyo.utcoffset(), "tzname:", tokyo.tzname())
    deltas = sorted(ZONES.items(), key=lambda kv: kv[1].utcoffset(None))
    print("widest spread:", deltas[-1][1].utcoffset(None) - deltas[0][1].utcoffset(None))


if __name__ == "__main__":
    main()
