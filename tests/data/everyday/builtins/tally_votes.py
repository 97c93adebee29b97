BALLOTS = "blue,red,blue,green,RED, Blue,green,red,yellow,blue,,red"


def main() -> None:
    tally = {}
    spoiled = 0
    for vote in BALLOTS.split(","):
        choice = vote.strip().lower()
        if not choice:
            spoiled += 1
            continue
        tally[choice] = tally.get(choice, 0) + 1
    valid = sum(tally.values())
    for choice, n in sorted(tally.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"{choice.capitalize():<7}{n:>3} {n / valid:>6.1%} {'*' * n}")
    winner, top = max(tally.items(), key=lambda kv: kv[1])
    print(f"winner: {winner} with {top} votes; spoiled: {spoiled}")
    print("majority:", top * 2 > valid, "runoff needed:", not top * 2 > valid)
