"""Count islands on a map, measure their area and coastline, and find lakes."""
from typing import Iterator, List, Set, Tuple

Cell = Tuple[int, int]

MAP = """
~~~~~~~~~~~~~~~~
~##~~~~~~###~~~~
~###~~~~#...#~~~
~~#~~~~~#...#~~~
~~~~~##~~###~~#~
~~~~~##~~~~~~~#~
~#~~~~~~~~~~~##~
~~~~~~~~~~~~~~~~
"""


class Grid:
    def __init__(self, text: str):
        self.rows: List[str] = [line for line in text.strip().splitlines()]
        self.height = len(self.rows)
        self.width = len(self.rows[0])
        if any(len(r) != self.width for r in self.rows):
            raise ValueError("ragged map")

    def __getitem__(self, cell: Cell) -> str:
        r, c = cell
        if not (0 <= r < self.height and 0 <= c < self.width):
            raise IndexError(f"cell {cell} off the map")
        return self.rows[r][c]

    def __contains__(self, cell: Cell) -> bool:
        r, c = cell
        return 0 <= r < self.height and 0 <= c < self.width

    def neighbours(self, cell: Cell) -> Iterator[Cell]:
        r, c = cell
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            n = (r + dr, c + dc)
            if n in self:
                yield n

    def flood(self, start: Cell, kind: str, seen: Set[Cell]) -> List[Cell]:
        stack, region = [start], []
        seen.add(start)
        while stack:
            cell = stack.pop()
            region.append(cell)
            for n in self.neighbours(cell):
                if n not in seen and self[n] == kind:
                    seen.add(n)
                    stack.append(n)
        return region

    def regions(self, kind: str) -> List[List[Cell]]:
        seen: Set[Cell] = set()
        found = []
        for r in range(self.height):
            for c in range(self.width):
                if (r, c) not in seen and self[r, c] == kind:
                    found.append(sorted(self.flood((r, c), kind, seen)))
        return found

    def coastline(self, region: List[Cell]) -> int:
        edges = 0
        for cell in region:
            r, c = cell
            for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if n not in self or self[n] == "~":
                    edges += 1
        return edges


def main():
    g = Grid(MAP)
    print(f"{g.width}x{g.height}")
    islands = g.regions("#")
    print("islands:", len(islands))
    for i, isle in enumerate(sorted(islands, key=len, reverse=True), 1):
        top = min(isle)
        print(f"  #{i}: area {len(isle):2d}, coast {g.coastline(isle):2d}, top-left {top}")
    lakes = g.regions(".")
    print("lake cells:", sum(map(len, lakes)), "in", len(lakes), "lake(s)")
    try:
        g[99, 0]
    except IndexError as exc:
        print("IndexError:", exc)
    print((3, 3) in g, (8, 0) in g, g[2, 9])
    try:
        Grid("##\n#")
    except ValueError as exc:
        print("ValueError:", exc)
    water = sum(row.count("~") for row in g.rows)
    print(f"water {water / (g.width * g.height):.1%}")


if __name__ == "__main__":
    main()
