DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def days_in(y, m):
    return 29 if m == 2 and is_leap(y) else DAYS_IN_MONTH[m - 1]


def day_of_year(y, m, d):
    return sum(days_in(y, k) for k in range(1, m)) + d


def weekday(y, m, d):
    t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
    if m < 3:
        y -= 1
    return (y + y // 4 - y // 100 + y // 400 + t[m - 1] + d - 1) % 7


def parse(date):
    y, m, d = (int(p) for p in date.split("-"))
    if not 1 <= m <= 12 or not 1 <= d <= days_in(y, m):
        raise ValueError(f"invalid date: {date}")
    return y, m, d


def main():
    for date in ["2024-02-29", "2026-12-04", "2000-01-01", "1900-03-01", "2023-02-29", "2026-13-01"]:
        try:
            y, m, d = parse(date)
        except ValueError as e:
            print(e)
            continue
        print(f"{date}: day {day_of_year(y, m, d):>3}, {WEEKDAYS[weekday(y, m, d)]}, leap={is_leap(y)}")
    print([y for y in range(1896, 1920) if is_leap(y)])
    print("Su Mo Tu We Th Fr Sa")
    first = (weekday(2026, 12, 1) + 1) % 7
    cells = ["  "] * first + [f"{d:>2}" for d in range(1, days_in(2026, 12) + 1)]
    for i in range(0, len(cells), 7):
        print(" ".join(cells[i:i + 7]))
    secs = 987654
    days, rem = divmod(secs, 86400)
    h, rem = divmod(rem, 3600)
    mnt, s = divmod(rem, 60)
    print(f"{secs}s = {days}d {h:02d}:{mnt:02d}:{s:02d}")


if __name__ == "__main__":
    main()
