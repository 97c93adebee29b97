"""A segment tree for range sums and range minimums over daily sales, with point updates."""
import operator
from typing import Callable, List, Sequence


class SegmentTree:
    def __init__(self, data: Sequence[int], combine: Callable[[int, int], int], identity: int):
        self.n = len(data)
        self.combine = combine
        self.identity = identity
        size = 1
        while size < self.n:
            size *= 2
        self.size = size
        self.tree: List[int] = [identity] * (2 * size)
        self.tree[size:size + self.n] = data
        for i in range(size - 1, 0, -1):
            self.tree[i] = combine(self.tree[2 * i], self.tree[2 * i + 1])

    def update(self, index: int, value: int) -> None:
        if not 0 <= index < self.n:
            raise IndexError(f"index {index} out of range for {self.n} items")
        i = index + self.size
        self.tree[i] = value
        i //= 2
        while i:
            self.tree[i] = self.combine(self.tree[2 * i], self.tree[2 * i + 1])
            i //= 2

    def query(self, lo: int, hi: int) -> int:
        """Combine items lo..hi-1."""
        result_left, result_right = self.identity, self.identity
        lo += self.size
        hi += self.size
        while lo < hi:
            if lo & 1:
                result_left = self.combine(result_left, self.tree[lo])
                lo += 1
            if hi & 1:
                hi -= 1
                result_right = self.combine(self.tree[hi], result_right)
            lo //= 2
            hi //= 2
        return self.combine(result_left, result_right)

    def __len__(self):
        return self.n

    def __getitem__(self, index: int) -> int:
        return self.tree[self.size + index]


def main():
    sales = [120, 95, 143, 88, 210, 175, 60, 99, 130, 155, 142, 87, 190, 205]
    sums = SegmentTree(sales, operator.add, 0)
    mins = SegmentTree(sales, min, float("inf"))
    print(f"{len(sums)} days, total {sums.query(0, len(sums))}")
    for w in range(0, len(sales), 7):
        print(f"week {w // 7 + 1}: sum {sums.query(w, w + 7)}, worst day {mins.query(w, w + 7)}")
    queries = [(2, 5), (0, 1), (5, 12), (10, 14)]
    for lo, hi in queries:
        brute = sum(sales[lo:hi])
        fast = sums.query(lo, hi)
        print(f"days {lo}..{hi - 1}: sum {fast} min {mins.query(lo, hi)} ok={fast == brute}")
    corrections = {3: 120, 6: 45, 13: 0}
    for day, value in corrections.items():
        sums.update(day, value)
        mins.update(day, value)
        sales[day] = value
    print("after corrections:", [sums[i] for i in range(len(sums))])
    print("total now", sums.query(0, len(sums)), "min", mins.query(0, len(mins)))
    best = max(((sums.query(i, i + 3), i) for i in range(len(sales) - 2)))
    print(f"best 3-day run starts day {best[1]} with {best[0]}")
    try:
        sums.update(20, 1)
    except IndexError as e:
        print("IndexError:", e)


if __name__ == "__main__":
    main()
