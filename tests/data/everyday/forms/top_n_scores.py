PLAYERS = [("ann", 320), ("bob", 410), ("cat", 290), ("dan", 410), ("eve", 150), ("fay", 380)]


def ranked(players):
    ordered = sorted(players, key=lambda p: (-p[1], p[0]))
    rank = 0
    prev = None
    for i, (name, score) in enumerate(ordered, 1):
        if score != prev:
            rank = i
            prev = score
        yield rank, name, score


def main() -> None:
    podium, *rest = [r for r in ranked(PLAYERS) if r[0] <= 3], None
    for rank, name, score in podium:
        print(f"#{rank} {name} {score}")
    print("rest:", [n for r, n, _ in ranked(PLAYERS) if r > 3])
