DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def day_of_year(y, m, d):
    return sum(DAYS_IN_MONTH[:m - 1]) + d + (1 if m > 2 and is_leap(y) else 0)


def weekday(y, m, d):
    t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
    if m < 3:
        y -= 1
    return (y + y // 4 - y // 100 + y // 400 + t[m - 1] + d - 1) % 7


def main():
    dates = ["2026-12-03", "2024-02-29", "2000-01-01", "1999-12-31", "2026-07-04"]
    for s in dates:
        y, m, d = (int(x) for x in s.split("-"))
        print(f"{s} {NAMES[weekday(y, m, d)]} day {day_of_year(y, m, d):>3} leap={is_leap(y)}")
    leaps = [y for y in range(1896, 1912) if is_leap(y)]
    print("leap years:", leaps)
    fridays = sum(1 for m in range(1, 13) if weekday(2026, m, 13) == 4)
    return fridays
