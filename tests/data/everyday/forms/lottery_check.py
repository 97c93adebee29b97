DRAW = {4, 8, 15, 16, 23, 42}
TICKETS = {"ann": [1, 4, 8, 9, 15, 30], "bob": [4, 8, 15, 16, 23, 41], "cy": [2, 3, 5, 7, 11, 13]}
PRIZES = {6: "jackpot", 5: "second", 4: "third", 3: "small"}


def main() -> None:
    results = {name: len(DRAW.intersection(nums)) for name, nums in TICKETS.items()}
    for name, hits in sorted(results.items(), key=lambda kv: -kv[1]):
        print(f"{name}: {hits} hits -> {PRIZES.get(hits, 'nothing')}")
    winners = [n for n, h in results.items() if h in PRIZES]
    print("winners:", winners)
    near_miss = [(n, sorted(DRAW.difference(TICKETS[n]))) for n, h in results.items() if h == 5]
    print(near_miss)
