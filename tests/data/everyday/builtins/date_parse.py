DATES = ("2024-02-29", "2023-02-29", "1999-12-31", "2024-13-01", "2000-02-29", "1900-02-29")


def leap(y: int) -> bool:
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def valid(text: str) -> bool:
    parts = text.split("-")
    if len(parts) != 3 or not all(map(str.isdigit, parts)):
        return False
    y, m, d = map(int, parts)
    days = [31, 29 if leap(y) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return 1 <= m <= 12 and 1 <= d <= days[m - 1]


def main() -> None:
    for text in DATES:
        y, m, d = [int(p) for p in text.split("-")]
        print(f"{text}: valid={valid(text)!s:<5} leap={leap(y)!s:<5} -> {d:02d}/{m:02d}/{y % 100:02d}")
    ok = sorted(filter(valid, DATES))
    print("valid sorted:", ok, "latest:", max(ok))
