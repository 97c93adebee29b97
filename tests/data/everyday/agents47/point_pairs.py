from dataclasses import dataclass, field, fields, asdict
from typing import NamedTuple
import itertools
import re


class Point(NamedTuple):
    x: float
    y: float

    def dist(self, other: "Point") -> float:
        return ((self.x - other.x) ** 2 + (self.y - other.y) ** 2) ** 0.5


def main():
    pts = [Point(0, 0), Point(3, 4), Point(6, 8), Point(1, 1)]
    pairs = sorted(itertools.combinations(pts, 2), key=lambda p: p[0].dist(p[1]))
    print(pairs[0], round(pairs[-1][0].dist(pairs[-1][1]), 3))
    xs, ys = zip(*pts)
    print(xs, ys, max(pts, key=lambda p: p.x + p.y)._asdict())
    grid = [[0] * 3 for _ in range(2)]
    grid[1][2] = 5
    print(grid, [row[:] for row in grid] == grid, list(map(sum, grid)))
    s = "a,b;c d"

    print(re.split(r"[,; ]", s), s.translate({ord(","): None}))
    return len(pairs)
