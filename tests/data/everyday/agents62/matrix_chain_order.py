"""Find the cheapest parenthesization for a chain of matrix multiplications."""
from functools import lru_cache
import sys


def chain_cost(dims):
    n = len(dims) - 1

    @lru_cache(maxsize=None)
    def best(i, j):
        if i == j:
            return 0, i
        options = []
        for k in range(i, j):
            left, _ = best(i, k)
            right, _ = best(k + 1, j)
            options.append((left + right + dims[i] * dims[k + 1] * dims[j + 1], k))
        return min(options)

    def shape(i, j):
        if i == j:
            return f"A{i + 1}"
        _, k = best(i, j)
        return f"({shape(i, k)} x {shape(k + 1, j)})"

    cost, _ = best(0, n - 1)
    info = best.cache_info()
    return cost, shape(0, n - 1), info.currsize


def naive_cost(dims):
    """Left-to-right multiplication, for comparison."""
    rows, total = dims[0], 0
    for k in range(1, len(dims) - 1):
        total += rows * dims[k] * dims[k + 1]
    return total


def table(dims):
    n = len(dims) - 1
    m = [[0] * n for _ in range(n)]
    for length in range(2, n + 1):
        for i in range(n - length + 1):
            j = i + length - 1
            m[i][j] = min(m[i][k] + m[k + 1][j] + dims[i] * dims[k + 1] * dims[j + 1] for k in range(i, j))
    return m


def main():
    chains = {
        "textbook": [30, 35, 15, 5, 10, 20, 25],
        "square": [10, 10, 10, 10],
        "skinny": [1000, 2, 1000, 2, 1000],
        "pair": [4, 7, 3],
    }
    for name, dims in chains.items():
        cost, shape, cached = chain_cost(dims)
        naive = naive_cost(dims)
        saving = 1 - cost / naive if naive else 0.0
        print(f"{name:>9}: {shape}")
        print(f"{'':>9}  cost {cost:,} vs naive {naive:,} (saves {saving:.1%}), {cached} subproblems")
    m = table(chains["textbook"])
    width = max(len(str(v)) for row in m for v in row)
    print("cost table (upper triangle):")
    for i, row in enumerate(m):
        cells = [" " * width if j < i else str(v).rjust(width) for j, v in enumerate(row)]
        print("  " + " ".join(cells))
    try:
        chain_cost([5])
    except ValueError as exc:
        print("empty chain:", type(exc).__name__, exc)
    print("recursion limit ok:", sys.getrecursionlimit() >= 100)


if __name__ == "__main__":
    main()
