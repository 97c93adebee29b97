DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def day_number(date):
    year, month, day = (int(p) for p in date.split("-"))
    days = (year - 1) * 365 + (year - 1) // 4 - (year - 1) // 100 + (year - 1) // 400
    for m in range(1, month):
        days += DAYS_IN_MONTH[m - 1] + (1 if m == 2 and is_leap(year) else 0)
    return days + day


def weekday(date):
    names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    return names[(day_number(date) - 1) % 7]


def add_days(date, n):
    year, month, day = (int(p) for p in date.split("-"))
    for _ in range(n):
        day += 1
        limit = DAYS_IN_MONTH[month - 1] + (1 if month == 2 and is_leap(year) else 0)
        if day > limit:
            day, month = 1, month + 1
            if month > 12:
                month, year = 1, year + 1
    return f"{year:04d}-{month:02d}-{day:02d}"


def main():
    pairs = [("2024-01-01", "2024-03-01"), ("2023-12-25", "2024-01-07"), ("2000-02-28", "2000-03-01")]
    for a, b in pairs:
        print(a, weekday(a), "->", b, weekday(b), day_number(b) - day_number(a), "days")
    print(add_days("2024-02-27", 3), add_days("2023-12-30", 40))
    return day_number("2024-12-31") - day_number("2024-01-01") + 1
