"""Solve small linear systems exactly: Gauss-Jordan inverse over Fractions."""
from fractions import Fraction


class Matrix:
    def __init__(self, rows):
        self.rows = [[Fraction(x) for x in row] for row in rows]
        self.n = len(rows)
        self.m = len(rows[0])

    @classmethod
    def identity(cls, n):
        return cls([[1 if i == j else 0 for j in range(n)] for i in range(n)])

    def __matmul__(self, other):
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(row, col)) for col in cols] for row in self.rows])

    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows

    def __str__(self):
        cells = [[str(x) for x in row] for row in self.rows]
        width = max(len(c) for row in cells for c in row)
        return "\n".join("[ " + " ".join(c.rjust(width) for c in row) + " ]" for row in cells)

    def determinant(self):
        a = [row[:] for row in self.rows]
        det = Fraction(1)
        for col in range(self.n):
            pivot = next((r for r in range(col, self.n) if a[r][col] != 0), None)
            if pivot is None:
                return Fraction(0)
            if pivot != col:
                a[col], a[pivot] = a[pivot], a[col]
                det = -det
            det *= a[col][col]
            for r in range(col + 1, self.n):
                factor = a[r][col] / a[col][col]
                a[r] = [x - factor * y for x, y in zip(a[r], a[col])]
        return det

    def inverse(self):
        aug = [row[:] + ident for row, ident in zip(self.rows, Matrix.identity(self.n).rows)]
        for col in range(self.n):
            pivot = max(range(col, self.n), key=lambda r: abs(aug[r][col]))
            if aug[pivot][col] == 0:
                raise ZeroDivisionError("matrix is singular")
            aug[col], aug[pivot] = aug[pivot], aug[col]
            p = aug[col][col]
            aug[col] = [x / p for x in aug[col]]
            for r in range(self.n):
                if r != col and aug[r][col]:
                    f = aug[r][col]
                    aug[r] = [x - f * y for x, y in zip(aug[r], aug[col])]
        return Matrix([row[self.n:] for row in aug])


def solve(a, b):
    inv = a.inverse()
    return [sum(x * y for x, y in zip(row, b)) for row in inv.rows]


def main():
    a = Matrix([[2, 1, -1], [-3, -1, 2], [-2, 1, 2]])
    print("A =\n" + str(a))
    print("det A =", a.determinant())
    inv = a.inverse()
    print("A^-1 =\n" + str(inv))
    print("A @ A^-1 == I:", a @ inv == Matrix.identity(3))
    x = solve(a, [8, -11, -3])
    print("solution:", ", ".join(f"x{i}={v}" for i, v in enumerate(x, 1)))
    h = Matrix([[Fraction(1, i + j + 1) for j in range(3)] for i in range(3)])
    print("Hilbert det:", h.determinant(), "=", float(h.determinant()))
    print("Hilbert inverse:\n" + str(h.inverse()))
    try:
        Matrix([[1, 2], [2, 4]]).inverse()
    except ZeroDivisionError as e:
        print("singular:", e)


if __name__ == "__main__":
    main()
