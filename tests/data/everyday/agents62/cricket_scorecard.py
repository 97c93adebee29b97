"""Score a limited-overs innings from a ball-by-ball log."""
from collections import defaultdict

LOG = """
1.1 Rahul 0
1.2 Rahul 4
1.3 Rahul 1
1.4 Gill W caught
1.5 Iyer wd
1.5 Iyer 2
1.6 Iyer 6
2.1 Rahul 1
2.2 Iyer nb
2.2 Iyer 4
2.3 Iyer 0
2.4 Iyer 1lb
2.5 Rahul W bowled
2.6 Pant 3
3.1 Iyer 4
3.2 Iyer 4
3.3 Iyer 1
3.4 Pant 0
3.5 Pant 6
3.6 Pant 1
"""


def overs_text(balls):
    return f"{balls // 6}.{balls % 6}"


def score(log):
    runs, wickets, legal = 0, 0, 0
    extras = defaultdict(int)
    batters = {}
    fall = []
    for line in log.strip().splitlines():
        _, batter, outcome, *how = line.split()
        card = batters.setdefault(batter, {"runs": 0, "balls": 0, "4s": 0, "6s": 0, "out": "not out"})
        if outcome in ("wd", "nb"):
            runs += 1
            extras[outcome] += 1
            continue
        legal += 1
        card["balls"] += 1
        if outcome == "W":
            wickets += 1
            card["out"] = how[0] if how else "out"
            fall.append(f"{runs}-{wickets} ({batter}, {overs_text(legal)})")
        elif outcome.endswith("lb"):
            n = int(outcome[:-2])
            runs += n
            extras["lb"] += n
        else:
            n = int(outcome)
            runs += n
            card["runs"] += n
            card["4s"] += n == 4
            card["6s"] += n == 6
    return runs, wickets, legal, dict(extras), batters, fall


def main():
    runs, wickets, legal, extras, batters, fall = score(LOG)
    print(f"{'Batter':<8}{'':<10}{'R':>4}{'B':>4}{'4s':>4}{'6s':>4}{'SR':>8}")
    for name, c in batters.items():
        rate = 100 * c["runs"] / c["balls"] if c["balls"] else 0
        print(f"{name:<8}{c['out']:<10}{c['runs']:>4}{c['balls']:>4}{c['4s']:>4}{c['6s']:>4}{rate:>8.2f}")
    total_extras = sum(extras.values())
    detail = ", ".join(f"{k} {v}" for k, v in sorted(extras.items()))
    print(f"Extras {total_extras} ({detail})")
    print(f"Total {runs}/{wickets} in {overs_text(legal)} overs, run rate {runs / (legal / 6):.2f}")
    print("Fall of wickets:", "; ".join(fall))
    target = 151
    need, left = target - runs, 20 * 6 - legal
    print(f"Need {need} from {left} balls: required rate {need / left * 6:.2f}")
    top = max(batters.items(), key=lambda kv: (kv[1]["runs"], -kv[1]["balls"]))
    print(f"Top scorer: {top[0]} {top[1]['runs']}{'*' if top[1]['out'] == 'not out' else ''}")


if __name__ == "__main__":
    main()
