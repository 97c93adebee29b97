SAMPLES = [("t1", 21.5), ("t2", 21.7), ("t1", 22.0), ("t3", -40.0), ("t2", 21.9), ("t1", 35.2),
           ("t3", 19.8), ("t2", 22.1), ("t1", 22.3), ("t3", 20.1), ("t2", 85.0), ("t3", 20.0)]


def mean(xs):
    return sum(xs) / len(xs)


def median(xs):
    s = sorted(xs)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2


def main():
    by_sensor = {}
    for sensor, value in SAMPLES:
        by_sensor.setdefault(sensor, []).append(value)
    flagged = []
    for sensor in sorted(by_sensor):
        values = by_sensor[sensor]
        med = median(values)
        mad = median([abs(v - med) for v in values])
        outliers = [v for v in values if mad and abs(v - med) / mad > 5]
        flagged += [(sensor, v) for v in outliers]
        clean = [v for v in values if v not in outliers]
        print(f"{sensor}: n={len(values)} median={med:.2f} mad={mad:.2f} clean_mean={mean(clean):.2f} outliers={outliers}")
    print("flagged", flagged)
    return len(flagged)
