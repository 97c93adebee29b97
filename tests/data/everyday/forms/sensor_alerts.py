THRESHOLDS = {"temp": (10, 30), "humidity": (20, 60), "co2": (0, 1000)}
SAMPLES = [
    {"temp": 22, "humidity": 45, "co2": 600},
    {"temp": 31, "humidity": 50, "co2": 900},
    {"temp": 25, "humidity": 65, "co2": 1200},
    {"temp": 9, "humidity": 30, "co2": 400},
]


def alerts(samples):
    for i, sample in enumerate(samples):
        for key, value in sample.items():
            lo, hi = THRESHOLDS[key]
            if not lo <= value <= hi:
                yield i, key, value, "low" if value < lo else "high"


def main() -> None:
    found = list(alerts(SAMPLES))
    for i, key, value, kind in found:
        print(f"sample {i}: {key}={value} ({kind})")
    clean = [i for i in range(len(SAMPLES)) if all(a[0] != i for a in found)]
    print("clean samples:", clean)
    while found:
        *found, (i, key, _, _) = found
        if key == "co2":
            print("latest co2 alert in sample", i)
            break
    else:
        print("no co2 alerts")
