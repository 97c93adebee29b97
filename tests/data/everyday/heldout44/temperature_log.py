READINGS = "Mon:21.5,Tue:19.0,Wed:,Thu:23.25,Fri:err,Sat:18.75,Sun:20"


def c_to_f(c):
    return c * 9 / 5 + 32


def main():
    parsed = {}
    problems = []
    for part in READINGS.split(","):
        day, _, raw = part.partition(":")
        if not raw:
            problems.append(f"{day}: missing")
            continue
        try:
            parsed[day] = float(raw)
        except ValueError:
            problems.append(f"{day}: bad value {raw!r}")
    print(problems)
    for day, c in parsed.items():
        f = c_to_f(c)
        bar = "#" * int(c - 15)
        print(f"{day} {c:5.1f}°C {f:6.2f}°F {bar}")
    values = list(parsed.values())
    lo, hi = min(values), max(values)
    mean = sum(values) / len(values)
    ordered = sorted(values)
    mid = len(ordered) // 2
    median = ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2
    print(f"min={lo} max={hi} mean={mean:.3f} median={median} range={hi - lo}")
    warmest = max(parsed, key=parsed.get)
    coldest = min(parsed.items(), key=lambda kv: kv[1])[0]
    print("warmest", warmest, "coldest", coldest)
    diffs = [round(b - a, 2) for a, b in zip(values, values[1:])]
    print("diffs:", diffs, "rising days:", sum(d > 0 for d in diffs))


if __name__ == "__main__":
    main()
