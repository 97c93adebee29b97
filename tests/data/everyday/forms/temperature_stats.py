READINGS = [21.5, 22.0, 19.8, 25.1, 24.4, 18.9, 23.3]


def summary(values, *, unit="C", digits=1):
    lo, hi = min(values), max(values)
    mean = sum(values) / len(values)
    return f"min {lo:.{digits}f}{unit} max {hi:.{digits}f}{unit} mean {mean:.{digits}f}{unit}"


def main() -> None:
    print(summary(READINGS))
    print(summary([v * 9 / 5 + 32 for v in READINGS], unit="F", digits=2))
    warm_days = sum(1 for v in READINGS if v > 22)
    print("warm days:", warm_days)
    streak = best = 0
    for v in READINGS:
        streak = streak + 1 if v > 20 else 0
        best = max(best, streak)
    print("longest warm streak:", best)
    if 18 < min(READINGS) <= max(READINGS) < 30:
        print("all within comfortable band")
