"""Detect currency arbitrage cycles with Bellman-Ford on negative log exchange rates."""
import math
from itertools import permutations

RATES = {
    ("USD", "EUR"): 0.9205, ("EUR", "USD"): 1.0871,
    ("USD", "GBP"): 0.7890, ("GBP", "USD"): 1.2680,
    ("EUR", "GBP"): 0.8590, ("GBP", "EUR"): 1.1660,
    ("USD", "JPY"): 151.20, ("JPY", "USD"): 0.006620,
    ("EUR", "JPY"): 164.40, ("JPY", "EUR"): 0.006080,
    ("GBP", "JPY"): 192.10, ("JPY", "GBP"): 0.005210,
    ("USD", "CHF"): 0.9010, ("CHF", "EUR"): 1.0230,
}


def currencies(rates):
    return sorted({c for pair in rates for c in pair})


def find_cycle(rates, source):
    nodes = currencies(rates)
    dist = {c: math.inf for c in nodes}
    prev = {c: None for c in nodes}
    dist[source] = 0.0
    edges = [(a, b, -math.log(r)) for (a, b), r in rates.items()]
    for _ in range(len(nodes) - 1):
        changed = False
        for a, b, w in edges:
            if dist[a] + w < dist[b] - 1e-12:
                dist[b] = dist[a] + w
                prev[b] = a
                changed = True
        if not changed:
            return None
    for a, b, w in edges:
        if dist[a] + w < dist[b] - 1e-12:
            node = b
            for _ in range(len(nodes)):
                node = prev[node]
            cycle = [node]
            cur = prev[node]
            while cur != node:
                cycle.append(cur)
                cur = prev[cur]
            cycle.append(node)
            return cycle[::-1]
    return None


def cycle_gain(rates, cycle):
    product = 1.0
    for a, b in zip(cycle, cycle[1:]):
        product *= rates[(a, b)]
    return product


def main():
    nodes = currencies(RATES)
    print("currencies:", ", ".join(nodes))
    missing = [(a, b) for a, b in permutations(nodes, 2) if (a, b) not in RATES]
    print(f"{len(RATES)} quotes, {len(missing)} missing pairs, e.g. {missing[:3]}")
    print("round trips:")
    for (a, b), r in sorted(RATES.items()):
        back = RATES.get((b, a))
        if back and a < b:
            spread = 1 - r * back
            print(f"  {a}/{b}: {r} x {back} = {r * back:.6f} (spread {spread:+.4%})")
    cycle = find_cycle(RATES, "USD")
    if cycle:
        gain = cycle_gain(RATES, cycle)
        print("arbitrage:", " -> ".join(cycle), f"gain {gain - 1:.4%}")
        amount = 10_000.0
        for a, b in zip(cycle, cycle[1:]):
            amount *= RATES[(a, b)]
            print(f"   {b}: {amount:,.2f}")
    else:
        print("no arbitrage")
    fixed = dict(RATES)
    fixed[("CHF", "EUR")] = 1.0100
    print("after CHF fix:", find_cycle(fixed, "USD"))
    triangles = []
    for a, b, c in permutations(nodes, 3):
        if a == min(a, b, c) and all(p in fixed for p in [(a, b), (b, c), (c, a)]):
            triangles.append((cycle_gain(fixed, [a, b, c, a]), f"{a}>{b}>{c}"))
    best = max(triangles)
    print(f"best triangle {best[1]} = {best[0]:.6f}")
    print("log check:", math.isclose(math.exp(-math.log(0.9205)), 1 / 0.9205))


if __name__ == "__main__":
    main()
