"""Check support-desk shift coverage per hour against staffing requirements."""
from datetime import time, datetime, date, timedelta
from collections import defaultdict

SHIFTS = {
    "Mon": [("ana", "07:00", "15:00"), ("ben", "09:00", "17:30"), ("cho", "14:00", "22:00")],
    "Tue": [("ana", "07:00", "15:00"), ("dev", "12:00", "20:00")],
    "Wed": [("ben", "08:00", "16:00"), ("cho", "16:00", "00:00"), ("eli", "06:00", "10:00")],
}
REQUIRED = {range(7, 9): 1, range(9, 17): 2, range(17, 22): 1}


def parse(hhmm):
    return datetime.strptime(hhmm, "%H:%M").time()


def hours_covered(start: time, end: time):
    """Whole hours [h, h+1) fully inside the shift; midnight end wraps to 24."""
    first = start.hour + (1 if start.minute else 0)
    last = 24 if end == time(0) else end.hour
    return range(first, last)


def required(hour):
    for span, n in REQUIRED.items():
        if hour in span:
            return n
    return 0


def shift_length(start, end):
    base = date(2024, 1, 1)
    a = datetime.combine(base, start)
    b = datetime.combine(base, end)
    if b <= a:
        b += timedelta(days=1)
    return (b - a).total_seconds() / 3600


def main():
    weekly_hours = defaultdict(float)
    for day, shifts in SHIFTS.items():
        staffed = defaultdict(list)
        for name, s, e in shifts:
            start, end = parse(s), parse(e)
            weekly_hours[name] += shift_length(start, end)
            for h in hours_covered(start, end):
                staffed[h].append(name)
        gaps = [h for h in range(24) if len(staffed[h]) < required(h)]
        over = [h for h in range(24) if required(h) and len(staffed[h]) > required(h) + 1]
        row = "".join(str(min(len(staffed[h]), 9)) if staffed[h] else "." for h in range(6, 24))
        print(f"{day} 06-24 {row}")
        if gaps:
            spans = []
            for h in gaps:
                if spans and spans[-1][1] == h:
                    spans[-1][1] = h + 1
                else:
                    spans.append([h, h + 1])
            print("    understaffed:", ", ".join(f"{a:02d}:00-{b:02d}:00" for a, b in spans))
        if over:
            print("    overstaffed hours:", over)
    for name, hours in sorted(weekly_hours.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"{name}: {hours:4.1f} h{' (over 16h)' if hours > 16 else ''}")
    print(time(9, 5).isoformat(), parse("17:30").strftime("%I:%M %p"))


if __name__ == "__main__":
    main()
