"""Cargo loading: 0/1 knapsack DP with reconstruction, checked against brute force."""
from itertools import combinations
from dataclasses import dataclass


@dataclass(frozen=True)
class Crate:
    name: str
    weight: int
    value: int

    @property
    def density(self) -> float:
        return self.value / self.weight


def knapsack(items: list[Crate], capacity: int) -> tuple[int, list[Crate]]:
    n = len(items)
    table = [[0] * (capacity + 1) for _ in range(n + 1)]
    for i, item in enumerate(items, 1):
        for w in range(capacity + 1):
            table[i][w] = table[i - 1][w]
            if item.weight <= w:
                cand = table[i - 1][w - item.weight] + item.value
                if cand > table[i][w]:
                    table[i][w] = cand
    chosen = []
    w = capacity
    for i in range(n, 0, -1):
        if table[i][w] != table[i - 1][w]:
            chosen.append(items[i - 1])
            w -= items[i - 1].weight
    return table[n][capacity], chosen[::-1]


def brute_force(items, capacity):
    best = (0, ())
    for r in range(len(items) + 1):
        for combo in combinations(items, r):
            if sum(c.weight for c in combo) <= capacity:
                v = sum(c.value for c in combo)
                if v > best[0]:
                    best = (v, combo)
    return best


def greedy(items, capacity):
    total = weight = 0
    picked = []
    for c in sorted(items, key=lambda c: c.density, reverse=True):
        if weight + c.weight <= capacity:
            weight += c.weight
            total += c.value
            picked.append(c.name)
    return total, picked


def main():
    crates = [Crate("tools", 12, 40), Crate("books", 7, 18), Crate("laptop", 3, 60), Crate("tent", 9, 25),
              Crate("stove", 5, 22), Crate("food", 8, 30), Crate("rope", 2, 4), Crate("camera", 1, 35)]
    for cap in (5, 15, 26, 47):
        best, chosen = knapsack(crates, cap)
        bf_value, _ = brute_force(crates, cap)
        g_value, g_names = greedy(crates, cap)
        names = [c.name for c in chosen]
        print(f"cap {cap:>2}: dp={best} {names} weight={sum(c.weight for c in chosen)}")
        print(f"        brute={bf_value} agree={best == bf_value} greedy={g_value} gap={best - g_value}")
    print(max(crates, key=lambda c: c.density), f"{crates[0].density:.3f}")
    return knapsack(crates, 26)[0]


if __name__ == "__main__":
    main()
