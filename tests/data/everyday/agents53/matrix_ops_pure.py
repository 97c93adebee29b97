"""Pure-python matrix helpers: transpose, multiply, determinant and a linear solve."""
from fractions import Fraction


def transpose(m):
    return [list(row) for row in zip(*m)]


def matmul(a, b):
    if len(a[0]) != len(b):
        raise ValueError(f"shape mismatch {len(a)}x{len(a[0])} @ {len(b)}x{len(b[0])}")
    bt = transpose(b)
    return [[sum(x * y for x, y in zip(row, col)) for col in bt] for row in a]


def det(m):
    n = len(m)
    if n == 1:
        return m[0][0]
    if n == 2:
        return m[0][0] * m[1][1] - m[0][1] * m[1][0]
    return sum((-1) ** j * m[0][j] * det([row[:j] + row[j + 1:] for row in m[1:]]) for j in range(n))


def solve(a, b):
    n = len(a)
    aug = [[Fraction(x) for x in row] + [Fraction(v)] for row, v in zip(a, b)]
    for col in range(n):
        pivot = next((r for r in range(col, n) if aug[r][col] != 0), None)
        if pivot is None:
            raise ZeroDivisionError("singular matrix")
        aug[col], aug[pivot] = aug[pivot], aug[col]
        for r in range(n):
            if r != col and aug[r][col]:
                f = aug[r][col] / aug[col][col]
                aug[r] = [x - f * y for x, y in zip(aug[r], aug[col])]
    return [aug[i][n] / aug[i][i] for i in range(n)]


def show(m):
    w = max(len(str(x)) for row in m for x in row)
    return "\n".join(" ".join(f"{x:>{w}}" for x in row) for row in m)


def main():
    a = [[2, 1, -1], [-3, -1, 2], [-2, 1, 2]]
    b = [8, -11, -3]
    print(show(a))
    print("det:", det(a))
    print("transpose:\n" + show(transpose(a)))
    print("a*a:\n" + show(matmul(a, a)))
    x = solve(a, b)
    print("solution:", [str(v) for v in x])
    print("check:", matmul(a, [[v] for v in x]))
    try:
        matmul(a, [[1, 2]])
    except ValueError as e:
        print("error:", e)
    try:
        solve([[1, 2], [2, 4]], [3, 6])
    except ZeroDivisionError as e:
        print("error:", e)
    h = [[Fraction(1, i + j + 1) for j in range(3)] for i in range(3)]
    print("hilbert det:", det(h))


if __name__ == "__main__":
    main()
