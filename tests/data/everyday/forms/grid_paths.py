GRID = ["..#.", "....", ".#..", "...."]


def neighbours(r, c):
    for dr, dc in ((0, 1), (1, 0)):
        nr, nc = r + dr, c + dc
        if nr < len(GRID) and nc < len(GRID[0]) and GRID[nr][nc] != "#":
            yield nr, nc


def count_paths():
    ways = {(0, 0): 1}
    for r in range(len(GRID)):
        for c in range(len(GRID[0])):
            for nr, nc in neighbours(r, c):
                ways[(nr, nc)] = ways.get((nr, nc), 0) + ways.get((r, c), 0)
    return ways.get((len(GRID) - 1, len(GRID[0]) - 1), 0)


def main() -> None:
    print("paths:", count_paths())
    walls = [(r, c) for r, row in enumerate(GRID) for c, ch in enumerate(row) if ch == "#"]
    print("walls:", walls)
