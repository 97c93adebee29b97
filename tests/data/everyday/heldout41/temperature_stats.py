READINGS = {
    "mon": [12.5, 14.0, 15.25, 13.0],
    "tue": [9.75, 11.5, 10.0],
    "wed": [18.0, 21.5, 19.25, 20.0, 17.5],
    "thu": [],
    "fri": [15.0, 15.0, 16.5],
}


def c_to_f(c):
    return c * 9 / 5 + 32


def median(values):
    s = sorted(values)
    n = len(s)
    if n == 0:
        return None
    mid = n // 2
    return s[mid] if n % 2 else (s[mid - 1] + s[mid]) / 2


def stdev(values):
    if len(values) < 2:
        return 0.0
    mean = sum(values) / len(values)
    var = sum((v - mean) ** 2 for v in values) / (len(values) - 1)
    return var ** 0.5


def main():
    print(f"{'day':<4}{'n':>3}{'mean':>8}{'median':>8}{'sd':>7}{'maxF':>8}")
    for day, vals in READINGS.items():
        if not vals:
            print(f"{day:<4}{0:>3}{'-':>8}{'-':>8}{'-':>7}{'-':>8}")
            continue
        mean = sum(vals) / len(vals)
        print(f"{day:<4}{len(vals):>3}{mean:>8.2f}{median(vals):>8.2f}{stdev(vals):>7.3f}{c_to_f(max(vals)):>8.1f}")
    everything = [v for vals in READINGS.values() for v in vals]
    print("overall:", round(sum(everything) / len(everything), 3), "from", len(everything))
    hottest = max(READINGS, key=lambda d: max(READINGS[d], default=float("-inf")))
    print("hottest day:", hottest)
    print("rounded:", [round(v) for v in READINGS["mon"]], round(2.675, 2), round(-0.5))
    spread = {d: max(v) - min(v) for d, v in READINGS.items() if v}
    print(spread)
    print(sum([0.1] * 10), sum([0.1] * 10) == 1.0)


if __name__ == "__main__":
    main()
