SCORES = {
    "ana": [88, 92, 79],
    "bo": [65, 70, 58],
    "cy": [95, 98, 100],
    "dee": [72, 85, 80],
    "eli": [50, 61, 47],
}

CUTOFFS = [(90, "A"), (80, "B"), (70, "C"), (60, "D"), (0, "F")]


def letter(score):
    for cut, grade in CUTOFFS:
        if score >= cut:
            return grade
    return "?"


def mean(xs):
    return sum(xs) / len(xs)


def stdev(xs):
    m = mean(xs)
    return (sum((x - m) ** 2 for x in xs) / (len(xs) - 1)) ** 0.5


def main():
    averages = {name: mean(s) for name, s in SCORES.items()}
    overall = mean(list(averages.values()))
    spread = stdev(list(averages.values()))
    print(f"class mean {overall:.2f}, stdev {spread:.3f}")
    bump = max(0, 75 - overall)
    print("curve bump:", round(bump, 1))
    ranked = sorted(averages.items(), key=lambda kv: kv[1], reverse=True)
    for rank, (name, avg) in enumerate(ranked, 1):
        curved = min(100, avg + bump)
        z = (avg - overall) / spread
        print(f"{rank}. {name.title():<4} {avg:6.2f} -> {curved:6.2f} {letter(curved)} z={z:+.2f}")
    dist = {}
    for name, avg in averages.items():
        dist.setdefault(letter(avg + bump), []).append(name)
    print({g: sorted(v) for g, v in sorted(dist.items())})
    best_single = max((s, n) for n, ss in SCORES.items() for s in ss)
    print("best single score:", best_single)
    print("round half even:", [round(x) for x in (0.5, 1.5, 2.5, -0.5, -1.5)])
    print("round 2:", round(2.675, 2), round(1.005, 2), round(1234.5678, -2))


if __name__ == "__main__":
    main()
