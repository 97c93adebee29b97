WEEK1 = {"ann": 30, "bob": 25, "cy": 12}
WEEK2 = {"bob": 40, "cy": 33, "dee": 18}


def combine(*weeks):
    total = {}
    for week in weeks:
        for name, pts in week.items():
            total[name] = total.get(name, 0) + pts
    return total


def main() -> None:
    total = combine(WEEK1, WEEK2)
    for pos, (name, pts) in enumerate(sorted(total.items(), key=lambda kv: -kv[1]), 1):
        trend = "new" if name not in WEEK1 else ("up" if WEEK2.get(name, 0) > WEEK1[name] else "down")
        print(f"{pos}. {name:<4}{pts:>4} {trend}")
    both = set(WEEK1).intersection(WEEK2)
    print("played both weeks:", sorted(both))
