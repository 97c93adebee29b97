class Matrix:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]

    @property
    def shape(self):
        return len(self.rows), len(self.rows[0]) if self.rows else 0

    def __matmul__(self, other):
        n, m = self.shape
        m2, p = other.shape
        if m != m2:
            raise ValueError(f"shape mismatch {self.shape} @ {other.shape}")
        return Matrix([[sum(self.rows[i][k] * other.rows[k][j] for k in range(m)) for j in range(p)] for i in range(n)])

    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows

    def transpose(self):
        return Matrix(zip(*self.rows))

    def __repr__(self):
        return "Matrix(" + repr(self.rows) + ")"

    def __iter__(self):
        return iter(self.rows)


def identity(n):
    return Matrix([[int(i == j) for j in range(n)] for i in range(n)])


def main():
    a = Matrix([[1, 2], [3, 4], [5, 6]])
    print(a.shape, a.transpose())
    print(a @ a.transpose())
    print(a @ identity(2) == a, a == [[1, 2]])
    try:
        a @ a
    except ValueError as e:
        print("error:", e)
    for row in a:
        print(" ".join(f"{x:3d}" for x in row))


if __name__ == "__main__":
    main()
