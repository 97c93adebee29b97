"""An integer-backed BitSet with set operators, used to solve a small scheduling puzzle."""
from typing import Iterable, Iterator


class BitSet:
    __slots__ = ("_bits", "size")

    def __init__(self, size: int, members: Iterable[int] = ()):
        if size <= 0:
            raise ValueError("size must be positive")
        self.size = size
        self._bits = 0
        for m in members:
            self.add(m)

    def _check(self, i: int) -> None:
        if not isinstance(i, int):
            raise TypeError(f"BitSet members are ints, not {type(i).__name__}")
        if not 0 <= i < self.size:
            raise IndexError(f"{i} outside 0..{self.size - 1}")

    def add(self, i: int) -> None:
        self._check(i)
        self._bits |= 1 << i

    def discard(self, i: int) -> None:
        self._check(i)
        self._bits &= ~(1 << i)

    def __contains__(self, i: object) -> bool:
        return isinstance(i, int) and 0 <= i < self.size and bool(self._bits >> i & 1)

    def __iter__(self) -> Iterator[int]:
        bits, i = self._bits, 0
        while bits:
            if bits & 1:
                yield i
            bits >>= 1
            i += 1

    def __len__(self) -> int:
        return bin(self._bits).count("1")

    def _same(self, other: "BitSet") -> None:
        if self.size != other.size:
            raise ValueError(f"size mismatch {self.size} vs {other.size}")

    def _new(self, bits: int) -> "BitSet":
        out = BitSet(self.size)
        out._bits = bits
        return out

    def __or__(self, other: "BitSet") -> "BitSet":
        self._same(other)
        return self._new(self._bits | other._bits)

    def __and__(self, other: "BitSet") -> "BitSet":
        self._same(other)
        return self._new(self._bits & other._bits)

    def __sub__(self, other: "BitSet") -> "BitSet":
        self._same(other)
        return self._new(self._bits & ~other._bits)

    def __invert__(self) -> "BitSet":
        return self._new(~self._bits & ((1 << self.size) - 1))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BitSet) and (self.size, self._bits) == (other.size, other._bits)

    def __hash__(self) -> int:
        return hash((self.size, self._bits))

    def __le__(self, other: "BitSet") -> bool:
        return self._bits & ~other._bits == 0

    def __repr__(self) -> str:
        return f"BitSet({self.size}, {{{', '.join(map(str, self))}}})"


def main():
    hours = 12
    free = {
        "ann": BitSet(hours, [0, 1, 2, 5, 6, 9, 10]),
        "bo": BitSet(hours, [1, 2, 3, 6, 9, 11]),
        "cy": BitSet(hours, range(0, 12, 3)),
        "di": BitSet(hours, [2, 6, 7, 8, 9]),
    }
    everyone = BitSet(hours, range(hours))
    common = everyone
    for name, slots in free.items():
        common = common & slots
        print(f"{name:<4} {''.join('#' if h in slots else '.' for h in range(hours))} {len(slots)} free")
    print("all free:", list(common), common)
    busy_somewhere = everyone - common
    print("someone busy:", len(busy_somewhere), "~common == that:", ~common == busy_somewhere)
    pairs = {}
    names = sorted(free)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            pairs[f"{a}+{b}"] = len(free[a] & free[b])
    print(max(pairs, key=pairs.get), pairs)
    print(BitSet(hours, [2, 6]) <= free["di"], free["cy"] <= free["ann"], 6 in common, 13 in common, "x" in common)
    print(len({BitSet(4, [1]), BitSet(4, [1]), BitSet(5, [1])}))
    for bad in (lambda: everyone.add(12), lambda: everyone.add("3"), lambda: everyone | BitSet(4), lambda: BitSet(0)):
        try:
            bad()
        except (IndexError, TypeError, ValueError) as exc:
            print(f"{type(exc).__name__}: {exc}")
    union = BitSet(hours)
    for s in free.values():
        union = union | s
    print("nobody free:", list(~union))


if __name__ == "__main__":
    main()
