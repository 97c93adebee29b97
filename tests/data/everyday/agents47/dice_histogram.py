import random
import statistics
from collections import Counter


def main():
    rng = random.Random(7)
    rolls = [rng.randint(1, 6) + rng.randint(1, 6) for _ in range(200)]
    c = Counter(rolls)
    for total in range(2, 13):
        print(f"{total:>2} {'#' * (c[total] // 2)}")
    print(statistics.mean(rolls), statistics.median(rolls), statistics.mode(rolls))
    print(round(statistics.stdev(rolls), 3), rng.choice("abc"), rng.sample(range(10), 3))
    deck = [f"{r}{s}" for r in "A23456789TJQK" for s in "SHDC"]
    rng.shuffle(deck)
    print(deck[:5], rng.uniform(1, 2))
    return c.most_common(1)[0]
