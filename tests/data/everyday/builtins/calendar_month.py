def main() -> None:
    first_weekday = 4
    days = 30
    print("February-ish".center(20))
    print(" ".join([d[:2] for d in ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")]))
    cells = ["  "] * first_weekday + [str(d).rjust(2) for d in range(1, days + 1)]
    for week in range(0, len(cells), 7):
        print(" ".join(cells[week:week + 7]))
    weekends = [d for d in range(1, days + 1) if (first_weekday + d - 1) % 7 >= 5]
    print("weekend days:", len(weekends), weekends[:4], "weeks spanned:", -(-len(cells) // 7))
