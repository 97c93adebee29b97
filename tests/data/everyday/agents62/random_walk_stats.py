"""Seeded random walks on a grid: distance statistics and first-return times."""
import math
import random
import statistics
from collections import Counter

STEPS = {"N": (0, 1), "S": (0, -1), "E": (1, 0), "W": (-1, 0)}


def walk(rng, n):
    x = y = 0
    path = [(0, 0)]
    for _ in range(n):
        dx, dy = STEPS[rng.choice("NSEW")]
        x, y = x + dx, y + dy
        path.append((x, y))
    return path


def first_return(path):
    for i, p in enumerate(path[1:], 1):
        if p == (0, 0):
            return i
    return None


def main():
    rng = random.Random(2024)
    n, trials = 100, 200
    finals, returns, visited = [], [], []
    for _ in range(trials):
        path = walk(rng, n)
        x, y = path[-1]
        finals.append(math.hypot(x, y))
        r = first_return(path)
        if r is not None:
            returns.append(r)
        visited.append(len(set(path)))
    print(f"{trials} walks of {n} steps")
    print(f"mean distance {statistics.mean(finals):.3f} (sqrt(n) = {math.sqrt(n):.1f})")
    print(f"rms distance {math.sqrt(statistics.mean(d * d for d in finals)):.3f}")
    print(f"median {statistics.median(finals):.3f}, max {max(finals):.3f}")
    print(f"returned to origin: {len(returns)}/{trials}, median first return {statistics.median(returns)}")
    print(f"distinct cells visited: mean {statistics.mean(visited):.1f}, range {min(visited)}-{max(visited)}")
    buckets = Counter(int(d // 5) * 5 for d in finals)
    for lo in sorted(buckets):
        print(f"  {lo:>2}-{lo + 5:<3} {'*' * (buckets[lo] // 2)} {buckets[lo]}")
    random.seed(7)
    sample = [random.randint(1, 6) for _ in range(10)]
    print("dice:", sample, "shuffled deck top:", end=" ")
    deck = list(range(1, 11))
    random.shuffle(deck)
    print(deck[:3], random.sample(range(100), 3), round(random.random(), 6), round(random.uniform(1, 2), 4))
    print(random.choices("abc", weights=[5, 1, 1], k=8), f"{random.gauss(0, 1):.4f}")


if __name__ == "__main__":
    main()
