# Dicts: get, setdefault, tuple keys, items() iteration, nested dicts, deletion.

N = 60000


def main() -> int:
    counts: dict[str, int] = {}
    grid: dict[tuple[int, int], int] = {}
    groups: dict[int, list[int]] = {}
    for i in range(N):
        key = f"k{i % 257}"
        counts[key] = counts.get(key, 0) + 1
        grid[(i % 97, i % 89)] = i
        groups.setdefault(i % 31, []).append(i)
    total = 0
    for k, v in counts.items():
        total += v * len(k)
    for (a, b), v in grid.items():
        total += (a * b + v) % 101
    for g, members in groups.items():
        total += g * len(members)
    for i in range(0, 97, 2):
        for j in range(89):
            if (i, j) in grid:
                del grid[(i, j)]
    nested = {name: {"n": n, "sq": n * n} for name, n in counts.items()}
    total += sum([d["sq"] for d in nested.values()]) % 100000
    print(f"counts {len(counts)} grid {len(grid)} groups {len(groups)} total {total}")
    return total
