def main():
    scores = [
        ("ann", 1200, 35), ("ben", 980, 40), ("cat", 1200, 31),
        ("dan", 1500, 52), ("eve", 730, 12), ("fay", 980, 38),
    ]
    ranked = sorted(scores, key=lambda r: (-r[1], r[2], r[0]))
    print(f"{'#':>2} {'player':<8}{'pts':>6}{'games':>7}{'ppg':>8}")
    rank = 0
    prev = None
    for i, (name, pts, games) in enumerate(ranked, start=1):
        if pts != prev:
            rank = i
            prev = pts
        print(f"{rank:>2} {name:<8}{pts:>6}{games:>7}{pts / games:>8.2f}")
    names, points, games = zip(*scores)
    print("total points:", sum(points), "games:", sum(games))
    print("mean ppg: {:.3f}".format(sum(points) / sum(games)))
    tiers = {}
    for name, pts, _ in scores:
        tier = "gold" if pts >= 1200 else "silver" if pts >= 900 else "bronze"
        tiers.setdefault(tier, []).append(name)
    for tier in ("gold", "silver", "bronze"):
        print(f"{tier:>6}: {', '.join(tiers.get(tier, []))}")
    best_ratio = max(scores, key=lambda r: r[1] / r[2])
    print("best ratio:", best_ratio[0], round(best_ratio[1] / best_ratio[2], 2))
    lookup = dict(zip(names, points))
    print(lookup)
    print(sorted(lookup.items(), key=lambda kv: kv[1])[:2])


if __name__ == "__main__":
    main()
