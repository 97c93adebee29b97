"""Pack a hiking backpack: 0/1 knapsack by DP, compared with a greedy ratio heuristic."""
from functools import lru_cache
from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class Gear:
    name: str
    weight: int  # 100 g units
    value: int


GEAR = (
    Gear("tent", 22, 90), Gear("stove", 6, 40), Gear("water filter", 3, 60),
    Gear("camera", 8, 30), Gear("book", 4, 10), Gear("rain jacket", 5, 70),
    Gear("first aid", 2, 65), Gear("snacks", 7, 45), Gear("headlamp", 1, 35),
)
CAPACITY = 40


def best_pack(items, capacity):
    @lru_cache(maxsize=None)
    def solve(i, cap):
        if i == len(items) or cap == 0:
            return 0, ()
        skip = solve(i + 1, cap)
        item = items[i]
        if item.weight > cap:
            return skip
        val, chosen = solve(i + 1, cap - item.weight)
        take = (val + item.value, (item,) + chosen)
        return max(skip, take, key=lambda t: t[0])
    result = solve(0, capacity)
    print(f"  cache: {solve.cache_info().hits} hits")
    return result


def greedy(items, capacity):
    chosen, weight = [], 0
    for item in sorted(items, key=lambda g: g.value / g.weight, reverse=True):
        if weight + item.weight <= capacity:
            chosen.append(item)
            weight += item.weight
    return sum(g.value for g in chosen), tuple(chosen)


def show(label, result):
    value, chosen = result
    weight = sum(g.weight for g in chosen)
    names = ", ".join(sorted(g.name for g in chosen))
    print(f"{label:>7}: value {value:3d}, weight {weight / 10:.1f} kg -> {names}")


def main():
    show("dp", best_pack(GEAR, CAPACITY))
    show("greedy", greedy(GEAR, CAPACITY))
    for cap in (10, 20, 30):
        v, items = best_pack(GEAR, cap)
        print(f"capacity {cap / 10:.1f} kg: best value {v} with {len(items)} items")
    print(min(GEAR), sorted(GEAR)[-1].name)


if __name__ == "__main__":
    main()
