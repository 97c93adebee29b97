SCORES = {
    "ana": [88, 92, 79, 95],
    "ben": [55, 61, 70, 48],
    "cy": [100, 98, 99, 97],
    "dee": [72, 85, 64, 90],
    "eli": [],
}
CUTOFFS = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]


def letter(avg):
    for cutoff, grade in CUTOFFS:
        if avg >= cutoff:
            return grade
    return "F"


def stats(values):
    if not values:
        return None
    ordered = sorted(values)
    mid = len(ordered) // 2
    median = ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2
    mean = sum(values) / len(values)
    var = sum((v - mean) ** 2 for v in values) / len(values)
    return mean, median, var ** 0.5


def main():
    report = []
    for name, scores in SCORES.items():
        s = stats(scores)
        if s is None:
            print(f"{name:<4} no scores")
            continue
        mean, median, sd = s
        drop_lowest = sum(sorted(scores)[1:]) / (len(scores) - 1)
        report.append((letter(mean), name))
        print(f"{name:<4} mean={mean:6.2f} median={median:5.1f} sd={sd:5.2f} best3={drop_lowest:.1f} {letter(mean)}")
    report.sort()
    print(report)
    dist = {}
    for grade, _ in report:
        dist[grade] = dist.get(grade, 0) + 1
    return dist
