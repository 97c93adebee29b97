from fractions import Fraction


def minor(m, row, col):
    return [r[:col] + r[col + 1:] for i, r in enumerate(m) if i != row]


def det(m):
    if len(m) == 1:
        return m[0][0]
    if len(m) == 2:
        return m[0][0] * m[1][1] - m[0][1] * m[1][0]
    return sum((-1) ** c * m[0][c] * det(minor(m, 0, c)) for c in range(len(m)))


def transpose(m):
    return [list(col) for col in zip(*m)]


def matmul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]


def inverse(m):
    d = det(m)
    if d == 0:
        raise ZeroDivisionError("matrix is singular")
    n = len(m)
    cof = [[(-1) ** (i + j) * det(minor(m, i, j)) for j in range(n)] for i in range(n)]
    return [[Fraction(v, d) for v in row] for row in transpose(cof)]


def show(m):
    cells = [[str(v) for v in row] for row in m]
    width = max(len(c) for row in cells for c in row)
    for row in cells:
        print("[ " + "  ".join(c.rjust(width) for c in row) + " ]")


def main():
    a = [[2, -1, 0], [1, 3, 2], [0, 1, 4]]
    print("det:", det(a))
    inv = inverse(a)
    show(inv)
    show(matmul(a, inv))
    show(transpose([[1, 2, 3], [4, 5, 6]]))
    try:
        inverse([[1, 2], [2, 4]])
    except ZeroDivisionError as err:
        print("error:", err)
    h = [[Fraction(1, i + j + 1) for j in range(4)] for i in range(4)]
    print("hilbert det:", det(h))
    return float(det(h))


if __name__ == "__main__":
    main()
