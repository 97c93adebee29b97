"""A dict-of-keys sparse matrix with arithmetic operators, used for a tiny page-rank."""
from __future__ import annotations


class SparseMatrix:
    def __init__(self, rows: int, cols: int, entries=None):
        self.shape = (rows, cols)
        self.data = {k: v for k, v in (entries or {}).items() if v}

    @classmethod
    def identity(cls, n: int) -> "SparseMatrix":
        return cls(n, n, {(i, i): 1 for i in range(n)})

    def __getitem__(self, key):
        return self.data.get(key, 0)

    def __setitem__(self, key, value):
        if value:
            self.data[key] = value
        else:
            self.data.pop(key, None)

    def __add__(self, other: SparseMatrix) -> SparseMatrix:
        if self.shape != other.shape:
            raise ValueError(f"shape mismatch {self.shape} vs {other.shape}")
        out = SparseMatrix(*self.shape, self.data)
        for k, v in other.data.items():
            out[k] = out[k] + v
        return out

    def __mul__(self, other):
        if isinstance(other, (int, float)):
            return SparseMatrix(*self.shape, {k: v * other for k, v in self.data.items()})
        if self.shape[1] != other.shape[0]:
            raise ValueError("inner dimensions differ")
        by_row = {}
        for (i, k), v in other.data.items():
            by_row.setdefault(i, []).append((k, v))
        out = SparseMatrix(self.shape[0], other.shape[1])
        for (i, j), v in self.data.items():
            for k, w in by_row.get(j, []):
                out[i, k] = out[i, k] + v * w
        return out

    __rmul__ = __mul__

    def __matmul__(self, vector: list) -> list:
        result = [0.0] * self.shape[0]
        for (i, j), v in self.data.items():
            result[i] += v * vector[j]
        return result

    def __eq__(self, other):
        return isinstance(other, SparseMatrix) and self.shape == other.shape and self.data == other.data

    @property
    def density(self) -> float:
        return len(self.data) / (self.shape[0] * self.shape[1])

    def __repr__(self):
        return f"SparseMatrix({self.shape[0]}x{self.shape[1]}, nnz={len(self.data)})"

    def dense(self):
        return [[self[i, j] for j in range(self.shape[1])] for i in range(self.shape[0])]


def pagerank(links: dict, damping=0.85, rounds=40):
    pages = sorted(links)
    index = {p: i for i, p in enumerate(pages)}
    n = len(pages)
    m = SparseMatrix(n, n)
    for src, targets in links.items():
        for t in targets:
            m[index[t], index[src]] = 1 / len(targets)
    rank = [1 / n] * n
    for _ in range(rounds):
        spread = (damping * m) @ rank
        rank = [s + (1 - damping) / n for s in spread]
    return dict(zip(pages, rank))


def main():
    a = SparseMatrix(3, 3, {(0, 0): 2, (1, 2): 5, (2, 1): -1})
    b = SparseMatrix.identity(3) * 3
    print(a, b, f"density {a.density:.2f}")
    for row in (a + b).dense():
        print("  ", row)
    for row in (a * a).dense():
        print("  ", row)
    print("a*I == a:", a * SparseMatrix.identity(3) == a)
    try:
        a + SparseMatrix(2, 2)
    except ValueError as exc:
        print("error:", exc)
    links = {"home": ["about", "blog"], "about": ["home"], "blog": ["home", "post"],
             "post": ["blog", "about"]}
    for page, score in sorted(pagerank(links).items(), key=lambda kv: -kv[1]):
        print(f"{page:<6}{score:.4f}")


if __name__ == "__main__":
    main()
