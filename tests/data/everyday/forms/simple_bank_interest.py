ACCOUNTS = {"savings": (1000.0, 0.03), "isa": (5000.0, 0.045), "current": (250.0, 0.0)}


def grow(balance, rate, years):
    for year in range(1, years + 1):
        balance *= 1 + rate
        yield year, round(balance, 2)


def main() -> None:
    for name, (start, rate) in ACCOUNTS.items():
        *_, (year, final) = grow(start, rate, 5)
        print(f"{name:<8} {start:>9.2f} -> {final:>9.2f} after {year}y")
    doubled = next_year = None
    for year, bal in grow(1000.0, 0.07, 30):
        if bal >= 2000:
            doubled = year
            break
    print("7% doubles in", doubled, "years", next_year)
