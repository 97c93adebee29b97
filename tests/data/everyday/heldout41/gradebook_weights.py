WEIGHTS = {"homework": 0.25, "midterm": 0.30, "final": 0.45}

STUDENTS = {
    "alex": {"homework": [90, 85, 100, 95], "midterm": [78], "final": [88]},
    "bree": {"homework": [70, 65, 80], "midterm": [92], "final": [81]},
    "cruz": {"homework": [100, 100, 98, 99, 97], "midterm": [99], "final": [94]},
    "drew": {"homework": [], "midterm": [55], "final": [62]},
}


def weighted(record):
    total = 0.0
    used = 0.0
    for part, w in WEIGHTS.items():
        scores = record.get(part, [])
        if scores:
            total += w * (sum(scores) / len(scores))
            used += w
    return total / used if used else 0.0


def curve(scores, target=85.0):
    mean = sum(scores.values()) / len(scores)
    bump = max(0.0, target - mean)
    return {k: min(100.0, v + bump) for k, v in scores.items()}


def main():
    finals = {name: weighted(rec) for name, rec in STUDENTS.items()}
    for name, score in finals.items():
        print(f"{name:<5}{score:7.2f}")
    curved = curve(finals)
    print("curved:", {k: round(v, 1) for k, v in curved.items()})
    passed = [n for n, s in curved.items() if s >= 70]
    failed = sorted(set(curved) - set(passed))
    print("passed: %s; failed: %s" % (", ".join(passed), failed))
    hw_counts = {n: len(r["homework"]) for n, r in STUDENTS.items()}
    print(max(hw_counts, key=hw_counts.get), min(hw_counts.values()))
    best_part = {part: max(STUDENTS, key=lambda n: max(STUDENTS[n][part], default=0)) for part in WEIGHTS}
    print(best_part)
    print(round(sum(WEIGHTS.values()), 10), sum(WEIGHTS.values()))


if __name__ == "__main__":
    main()
