DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")


def is_leap(y: int) -> bool:
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def days_in(y: int, m: int) -> int:
    return 29 if m == 2 and is_leap(y) else DAYS_IN_MONTH[m - 1]


def day_of_year(y, m, d):
    return sum(days_in(y, k) for k in range(1, m)) + d


def weekday(y, m, d):
    """Zeller-like: 0 = Monday."""
    t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
    if m < 3:
        y -= 1
    return (y + y // 4 - y // 100 + y // 400 + t[m - 1] + d + 6) % 7


def parse(s):
    y, m, d = (int(p) for p in s.split("-"))
    return y, m, d


def main():
    dates = ["2024-02-29", "2023-12-25", "2000-01-01", "1999-07-04", "2100-03-01"]
    for s in dates:
        y, m, d = parse(s)
        wd = WEEKDAYS[weekday(y, m, d)]
        print(f"{s}: {wd} {d:2d} {MONTHS[m - 1]} {y}, day {day_of_year(y, m, d):3d}, leap={is_leap(y)}")
    leaps = [y for y in range(1896, 1925) if is_leap(y)]
    print("leap years:", leaps)
    y, m = 2024, 2
    print(f"{MONTHS[m - 1]} {y}".center(20))
    print(" ".join(w[:2] for w in WEEKDAYS))
    first = weekday(y, m, 1)
    cells = ["  "] * first + [f"{d:2d}" for d in range(1, days_in(y, m) + 1)]
    for i in range(0, len(cells), 7):
        print(" ".join(cells[i:i + 7]))


if __name__ == "__main__":
    main()
