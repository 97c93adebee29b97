"""A small Matrix class with @ for products and matrix-vector multiplication."""


class Vector:
    def __init__(self, items):
        self.items = list(items)

    def __repr__(self):
        return f"Vector({self.items})"

    def __matmul__(self, other):
        if isinstance(other, Vector):
            return sum(a * b for a, b in zip(self.items, other.items))
        return NotImplemented


class Matrix:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]

    def __repr__(self):
        return f"Matrix({self.rows})"

    def __matmul__(self, other):
        if isinstance(other, Matrix):
            cols = list(zip(*other.rows))
            return Matrix([[sum(a * b for a, b in zip(row, col)) for col in cols] for row in self.rows])
        if isinstance(other, Vector):
            return Vector(sum(a * b for a, b in zip(row, other.items)) for row in self.rows)
        return NotImplemented

    def __rmatmul__(self, other):
        if isinstance(other, Vector):
            cols = list(zip(*self.rows))
            return Vector(sum(a * b for a, b in zip(other.items, col)) for col in cols)
        return NotImplemented

    def __imatmul__(self, other):
        result = self @ other
        self.rows = result.rows
        return self


def main():
    a = Matrix([[1, 2], [3, 4]])
    b = Matrix([[0, 1], [1, 0]])
    print(a @ b)
    v = Vector([1, 1])
    print(a @ v)
    print(v @ a)
    print(v @ Vector([2, 5]))
    c = a
    c @= b
    print(a, c is a)
    try:
        a @ 3
    except TypeError as e:
        print("TypeError:", e)
    try:
        3 @ 4
    except TypeError as e:
        print("TypeError:", e)
    try:
        x = [1]
        x @= [2]
    except TypeError as e:
        print("TypeError:", e)


if __name__ == "__main__":
    main()
