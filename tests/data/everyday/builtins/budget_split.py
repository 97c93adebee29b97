def main() -> None:
    total_cents = 10000
    people = ["ana", "ben", "cy"]
    share, remainder = divmod(total_cents, len(people))
    shares = {p: share for p in people}
    for p in people[:remainder]:
        shares[p] += 1
    for p, cents in shares.items():
        dollars, cents_left = divmod(cents, 100)
        print(f"{p:<4} ${dollars}.{cents_left:02d}")
    print("sum ok:", sum(shares.values()) == total_cents)
    weights = {"ana": 2, "ben": 1, "cy": 1}
    weighted = {p: round(total_cents * w / sum(weights.values())) for p, w in weights.items()}
    print("weighted:", weighted, "diff:", total_cents - sum(weighted.values()))
    print("as dollars:", {p: "{:.2f}".format(c / 100) for p, c in weighted.items()})
