"""Small matrix and statistics helpers for a data-cleaning notebook, with checks."""
import statistics
import math
from functools import reduce


def transpose(m):
    return [list(col) for col in zip(*m)]


def matmul(a, b):
    bt = transpose(b)
    return [[sum(x * y for x, y in zip(row, col)) for col in bt] for row in a]


def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]


def mat_pow(m, k):
    result = identity(len(m))
    while k:
        if k & 1:
            result = matmul(result, m)
        m = matmul(m, m)
        k >>= 1
    return result


def zscores(values):
    mu = statistics.mean(values)
    sd = statistics.pstdev(values)
    return [(v - mu) / sd for v in values]


def correlation(xs, ys):
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    cov = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    return cov / math.sqrt(sum((x - mx) ** 2 for x in xs) * sum((y - my) ** 2 for y in ys))


def fmt_matrix(m, spec="6.2f"):
    return "\n".join("[" + " ".join(format(v, spec) for v in row) + "]" for row in m)


def main():
    a = [[1, 2], [3, 4]]
    b = [[0, 1], [1, 0]]
    print(fmt_matrix(matmul(a, b), "4d"))
    fib = mat_pow([[1, 1], [1, 0]], 30)
    print("fib(30) =", fib[0][1])
    print("det-like product:", reduce(lambda acc, row: acc * row[0], a, 1))
    heights = [162.0, 175.5, 180.2, 158.3, 169.9, 190.1, 171.4]
    weights = [55.2, 72.0, 80.1, 50.9, 66.3, 95.0, 70.2]
    print(f"mean={statistics.mean(heights):.2f} median={statistics.median(heights)}"
          f" stdev={statistics.stdev(heights):.3f}")
    print("z:", ", ".join(f"{z:+.2f}" for z in zscores(heights)))
    print(f"corr(height, weight) = {correlation(heights, weights):.4f}")
    outliers = [h for h, z in zip(heights, zscores(heights)) if abs(z) > 1.5]
    print("outliers:", outliers)
    grid = [[round(h / w, 3) for w in weights[:3]] for h in heights[:3]]
    print(fmt_matrix(grid, "8.3f"))
    print("mode:", statistics.mode([3, 1, 3, 2, 1, 3]), "multimode:", statistics.multimode("aabbc"))
    assert transpose(transpose(a)) == a
    assert matmul(a, identity(2)) == a
    print("quantiles:", statistics.quantiles(heights, n=4))
    print("hypot:", math.hypot(3, 4), "isclose:", math.isclose(0.1 + 0.2, 0.3))


if __name__ == "__main__":
    main()
