RESULTS = "ana:120,bob:95,cy:120,dee:80,eli:95,fay:130"


def main() -> None:
    scores = [(name, int(points)) for name, points in [p.split(":") for p in RESULTS.split(",")]]
    ranked = sorted(scores, key=lambda s: (-s[1], s[0]))
    rank = 0
    previous = None
    for i, (name, points) in enumerate(ranked, start=1):
        if points != previous:
            rank = i
            previous = points
        medal = {1: "gold", 2: "silver", 3: "bronze"}.get(rank, "")
        print(f"{rank:>2}. {name.title():<5} {points:>4} {medal}".rstrip())
    total = sum([p for _, p in scores])
    print("total:", total, "mean:", round(total / len(scores), 1))
    print("ties:", sorted({p for _, p in scores if [q for _, q in scores].count(p) > 1}))
