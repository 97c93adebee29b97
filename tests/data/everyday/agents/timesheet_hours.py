ENTRIES = """mon 09:00-12:30 13:15-17:45
tue 08:45-12:00 12:30-18:10
wed 10:00-14:00
thu 09:00-12:00 13:00-17:00 19:00-20:30
fri 09:30-15:15"""
RATE = 42.5
DAILY_LIMIT = 8 * 60


def span(text):
    start, end = text.split("-")
    to_min = lambda t: int(t[:2]) * 60 + int(t[3:])
    return to_min(end) - to_min(start)


def hm(minutes):
    return f"{minutes // 60}h{minutes % 60:02d}"


def main():
    week = 0
    overtime = 0
    for line in ENTRIES.splitlines():
        day, *spans = line.split()
        worked = sum(span(s) for s in spans)
        extra = max(0, worked - DAILY_LIMIT)
        week += worked
        overtime += extra
        print(f"{day} {len(spans)} blocks {hm(worked):>6} {'+' + hm(extra) if extra else ''}")
    pay = (week - overtime) / 60 * RATE + overtime / 60 * RATE * 1.5
    print(f"week {hm(week)} overtime {hm(overtime)} pay ${pay:,.2f}")
    return week
