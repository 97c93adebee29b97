"""A wall planner: whole-year calendars as text, week headers of every width, first weekday."""
import calendar


def main():
    print(calendar.calendar(2025))
    print(calendar.calendar(2024, w=3, l=1, c=2, m=4))
    for width in (1, 2, 3, 8, 9, 12):
        print(f"[{calendar.weekheader(width)}]")
    calendar.setfirstweekday(calendar.SUNDAY)
    print(calendar.weekheader(2))
    print(calendar.calendar(2026, m=6), end="")
    calendar.setfirstweekday(calendar.MONDAY)
    cal = calendar.TextCalendar(calendar.WEDNESDAY)
    text = cal.formatyear(2023, 2, 2, 1, 2)
    print(text.count("\n"), len(text), repr(text[:60]))
    calendar.prcal(2000, m=2)
    cal.pryear(1999, w=2, m=12)
    cal.prweek(cal.monthdays2calendar(2025, 6)[1], 3)
    print("|")
    return len(calendar.calendar(1))
