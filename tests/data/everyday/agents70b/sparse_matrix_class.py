"""A sparse matrix class with tuple indexing, iteration and arithmetic."""


class SparseMatrix:
    def __init__(self, rows, cols, entries=None):
        self.shape = (rows, cols)
        self._data = {}
        for (r, c), v in (entries or {}).items():
            self[r, c] = v

    @classmethod
    def identity(cls, n):
        return cls(n, n, {(i, i): 1 for i in range(n)})

    @classmethod
    def from_rows(cls, rows):
        m = cls(len(rows), len(rows[0]))
        for r, row in enumerate(rows):
            for c, v in enumerate(row):
                m[r, c] = v
        return m

    def _check(self, r, c):
        if not (0 <= r < self.shape[0] and 0 <= c < self.shape[1]):
            raise IndexError(f"index ({r}, {c}) out of range for shape {self.shape}")

    def __getitem__(self, key):
        r, c = key
        self._check(r, c)
        return self._data.get((r, c), 0)

    def __setitem__(self, key, value):
        r, c = key
        self._check(r, c)
        if value:
            self._data[r, c] = value
        else:
            self._data.pop((r, c), None)

    def __len__(self):
        return len(self._data)

    def __contains__(self, value):
        return value in self._data.values() or (value == 0 and len(self) < self.shape[0] * self.shape[1])

    def __iter__(self):
        for key in sorted(self._data):
            yield key, self._data[key]

    def __eq__(self, other):
        return isinstance(other, SparseMatrix) and self.shape == other.shape and self._data == other._data

    def __add__(self, other):
        if self.shape != other.shape:
            raise ValueError(f"shape mismatch {self.shape} vs {other.shape}")
        out = SparseMatrix(*self.shape, self._data)
        for (r, c), v in other:
            out[r, c] = out[r, c] + v
        return out

    def __matmul__(self, other):
        if self.shape[1] != other.shape[0]:
            raise ValueError("inner dimensions differ")
        out = SparseMatrix(self.shape[0], other.shape[1])
        by_row = {}
        for (r, c), v in other:
            by_row.setdefault(r, []).append((c, v))
        for (r, k), v in self:
            for c, w in by_row.get(k, []):
                out[r, c] = out[r, c] + v * w
        return out

    def transpose(self):
        return SparseMatrix(self.shape[1], self.shape[0], {(c, r): v for (r, c), v in self})

    def density(self):
        return len(self) / (self.shape[0] * self.shape[1])

    def __repr__(self):
        return f"SparseMatrix({self.shape[0]}x{self.shape[1]}, nnz={len(self)})"

    def __str__(self):
        return "\n".join(" ".join(f"{self[r, c]:>3}" for c in range(self.shape[1])) for r in range(self.shape[0]))


def main():
    a = SparseMatrix.from_rows([[1, 0, 0, 2], [0, 0, 3, 0], [0, 4, 0, 0]])
    b = SparseMatrix.from_rows([[0, 1], [2, 0], [0, 0], [1, 1]])
    print(a, repr(a), sep="\n")
    print(a @ b)
    print(a.transpose())
    print(a.transpose().transpose() == a, a @ SparseMatrix.identity(4) == a)
    print(list(a), 3 in a, 7 in a, 0 in a, f"{a.density():.2f}")
    c = a + a
    c[0, 0] = 0
    print(c, len(c), sep="\n")
    for bad in (lambda: a[3, 0], lambda: a + b, lambda: b @ b):
        try:
            bad()
        except (IndexError, ValueError) as e:
            print(type(e).__name__, e)
    return len(a @ b)


if __name__ == "__main__":
    main()
