"""Solve linear systems exactly with Fraction: Gauss-Jordan, determinant, inverse, rank."""
from fractions import Fraction


def to_frac(matrix):
    return [[Fraction(x) for x in row] for row in matrix]


def show(matrix, width=7):
    for row in matrix:
        print("  [" + " ".join(f"{str(x):>{width}}" for x in row) + " ]")


def rref(matrix):
    m = [row[:] for row in matrix]
    rows, cols = len(m), len(m[0])
    pivot_row = 0
    pivots = []
    swaps = 0
    for col in range(cols):
        pick = next((r for r in range(pivot_row, rows) if m[r][col] != 0), None)
        if pick is None:
            continue
        if pick != pivot_row:
            m[pivot_row], m[pick] = m[pick], m[pivot_row]
            swaps += 1
        lead = m[pivot_row][col]
        m[pivot_row] = [x / lead for x in m[pivot_row]]
        for r in range(rows):
            if r != pivot_row and m[r][col] != 0:
                factor = m[r][col]
                m[r] = [a - factor * b for a, b in zip(m[r], m[pivot_row])]
        pivots.append(col)
        pivot_row += 1
        if pivot_row == rows:
            break
    return m, pivots, swaps


def determinant(matrix):
    m = to_frac(matrix)
    n = len(m)
    det = Fraction(1)
    for c in range(n):
        p = next((r for r in range(c, n) if m[r][c] != 0), None)
        if p is None:
            return Fraction(0)
        if p != c:
            m[c], m[p] = m[p], m[c]
            det = -det
        det *= m[c][c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            m[r] = [a - f * b for a, b in zip(m[r], m[c])]
    return det


def inverse(matrix):
    n = len(matrix)
    aug = [row + [Fraction(int(i == j)) for j in range(n)] for i, row in enumerate(to_frac(matrix))]
    red, pivots, _ = rref(aug)
    if pivots[:n] != list(range(n)):
        raise ValueError("matrix is singular")
    return [row[n:] for row in red]


def solve(a, b):
    aug = [row + [Fraction(v)] for row, v in zip(to_frac(a), b)]
    red, pivots, _ = rref(aug)
    n = len(a[0])
    if n in pivots:
        return "inconsistent"
    if len(pivots) < n:
        return f"infinitely many (rank {len(pivots)})"
    return [red[i][n] for i in range(n)]


def main():
    a = [[2, 1, -1], [-3, -1, 2], [-2, 1, 2]]
    b = [8, -11, -3]
    print("solution:", solve(a, b))
    print("det:", determinant(a))
    inv = inverse(a)
    print("inverse:")
    show(inv)
    check = [[sum(x * y for x, y in zip(row, col)) for col in zip(*inv)] for row in to_frac(a)]
    print("A * A^-1 is identity:", all(check[i][j] == (i == j) for i in range(3) for j in range(3)))
    hilbert = [[Fraction(1, i + j + 1) for j in range(4)] for i in range(4)]
    print("det(H4) =", determinant(hilbert))
    print("H4^-1 row sums:", [sum(r) for r in inverse(hilbert)])
    print(solve([[1, 2], [2, 4]], [3, 6]))
    print(solve([[1, 2], [2, 4]], [3, 7]))
    try:
        inverse([[1, 2], [2, 4]])
    except ValueError as exc:
        print("error:", exc)
    x = solve([[Fraction(1, 3), 1], [1, Fraction(-1, 2)]], [2, Fraction(1, 4)])
    print("fractional system:", x, [float(v) for v in x])
    return x


if __name__ == "__main__":
    main()
