from datetime import date, timedelta
import calendar

HOLIDAYS = {date(2024, 12, 25), date(2024, 12, 26), date(2025, 1, 1)}


def business_days(start, end):
    d = start
    while d <= end:
        if d.weekday() < 5 and d not in HOLIDAYS:
            yield d
        d += timedelta(days=1)


def add_business_days(start, n):
    d = start
    while n > 0:
        d += timedelta(days=1)
        if d.weekday() < 5 and d not in HOLIDAYS:
            n -= 1
    return d


def main():
    start, end = date(2024, 12, 20), date(2025, 1, 6)
    days = list(business_days(start, end))
    print(len(days), "business days:", ", ".join(d.strftime("%d/%m") for d in days))
    due = add_business_days(date(2024, 12, 23), 5)
    print("due:", due.isoformat(), calendar.day_name[due.weekday()])
    print(calendar.month(2025, 1))
    print("leap years:", [y for y in range(2020, 2030) if calendar.isleap(y)])
    q_end = date(2025, 3, 31)
    print(f"{(q_end - start).days} days to quarter end, {(q_end - start).days // 7} weeks")
    print(date.fromisoformat("2024-02-29") + timedelta(days=365))
    print(max(HOLIDAYS) - min(HOLIDAYS))
