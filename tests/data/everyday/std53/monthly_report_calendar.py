"""Build a monthly on-call report: the month grid, working days and weekend shifts."""
import calendar

ONCALL = {"2024-02": ["mia", "raj", "tom", "zoe"], "2024-09": ["raj", "zoe"]}


def working_days(year, month):
    count = 0
    for week in calendar.monthcalendar(year, month):
        count += sum(1 for i, d in enumerate(week) if d and i < 5)
    return count


def main():
    for key, people in ONCALL.items():
        year, month = (int(p) for p in key.split("-"))
        first, days = calendar.monthrange(year, month)
        print(f"{calendar.month_name[month]} {year}: starts {calendar.day_name[first]}, {days} days")
        print(calendar.month(year, month))
        print("working days:", working_days(year, month))
        weekends = []
        for week in calendar.monthcalendar(year, month):
            for d in week[5:]:
                if d:
                    weekends.append(d)
        for i, d in enumerate(weekends):
            who = people[i % len(people)]
            wd = calendar.weekday(year, month, d)
            print(f"  {calendar.day_abbr[wd]} {d:2d} {calendar.month_abbr[month]}: {who}")
    print(list(calendar.day_abbr))
    print(calendar.month_name[0] == "", len(calendar.month_abbr))
    return working_days(2024, 2)
