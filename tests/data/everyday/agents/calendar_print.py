MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]


def leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def month_days(y, m):
    return [31, 29 if leap(y) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]


def weekday(y, m, d):
    # Zeller's congruence, 0 = Monday
    if m < 3:
        m += 12
        y -= 1
    k, j = y % 100, y // 100
    h = (d + 13 * (m + 1) // 5 + k + k // 4 + j // 4 + 5 * j) % 7
    return (h + 5) % 7


def render(y, m):
    lines = [f"{MONTHS[m - 1]} {y}".center(20).rstrip(), "Mo Tu We Th Fr Sa Su"]
    cells = ["  "] * weekday(y, m, 1) + [f"{d:2d}" for d in range(1, month_days(y, m) + 1)]
    for i in range(0, len(cells), 7):
        lines.append(" ".join(cells[i:i + 7]))
    return "\n".join(lines)


def main():
    print(render(2024, 2))
    print(render(2025, 6))
    return sum(month_days(2024, m) for m in range(1, 13))
