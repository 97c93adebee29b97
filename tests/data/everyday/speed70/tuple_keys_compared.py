# Tuple keys of ints and strs looked up in dicts and sets beside keys whose later items are
# instances with their own __eq__ and __hash__, floats, bools and named tuples: which __eq__
# calls happen, and what matches.
from typing import NamedTuple


class Tag:
    calls = 0

    def __init__(self, name):
        self.name = name

    def __eq__(self, other):
        Tag.calls += 1
        return isinstance(other, Tag) and self.name.lower() == other.name.lower()

    def __hash__(self):
        return hash(self.name.lower())


class Cell(NamedTuple):
    x: int
    y: int


def main():
    grid = {(x, y): x * 10 + y for x in range(5) for y in range(5)}
    print(grid[(3, 4)], (4, 4) in grid, (5, 0) in grid, grid.get((0, 0)), grid.get((9, 9), "none"))
    print((1.0, 2) in grid, grid[(True, 2)], (1, 2.5) in grid, ("1", 2) in grid)
    print(Cell(2, 3) in grid, grid[Cell(1, 1)])
    words = {("a", 1), ("b", 2), ("a", 2)}
    print(("a", 1) in words, ("a", 3) in words, ("b", 2.0) in words, ("c",) in words, ("a", 1, 0) in words)
    tagged = {(1, Tag("red")): "first", (2, Tag("blue")): "second"}
    print(Tag.calls)
    print(tagged.get((1, Tag("RED"))), Tag.calls)
    print(tagged.get((3, Tag("red"))), Tag.calls)
    print((2, Tag("Blue")) in tagged, Tag.calls)
    print((1, Tag("blue")) in tagged, Tag.calls)
    mixed = {(Tag("x"), 1): "tag first"}
    print(mixed.get((Tag("X"), 1)), mixed.get((Tag("X"), 2)), Tag.calls)
    seen = set()
    for i in range(40):
        seen.add((i % 7, str(i % 3)))
    print(len(seen), sorted(seen)[:4])
    nested = {((1, 2), 3): "n"}
    print(nested.get(((1, 2), 3)), nested.get(((1, 2.0), 3)), nested.get(((2, 1), 3)))
    big = {(2**70, 1): "big", (-1, -2): "neg"}
    print(big.get((2**70, 1)), big.get((-1, -2)), (2**70 + 1, 1) in big, hash((-1, -2)) == hash((-2, -2)))
    counts = {}
    for x, y in [(1, 2), (2, 1), (1, 2), (1.0, 2.0), (True, 2)]:
        counts[(x, y)] = counts.get((x, y), 0) + 1
    print(counts)
    print([1, "a", (1, 2)] == [1, "a", (1, 2)], [1, "a"] == [1, "b"], (1, "a") < (1, "b"), ["x", 2] in [["x", 2]])
    return len(grid) + len(seen)
