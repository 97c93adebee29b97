# Seat bookings on a small grid: list and tuple reads and writes at positive and negative
# positions, positions past either end, bool and big-int positions, and a class of the
# program with its own item methods beside the plain lists.
from collections import deque


class Row:
    def __init__(self, seats: list[str]):
        self.seats = seats

    def __getitem__(self, i):
        return self.seats[i].upper()

    def __setitem__(self, i, value):
        self.seats[i] = value + "!"


def book(grid: list[list[str]], row: int, seat: int, name: str) -> str:
    try:
        if grid[row][seat] != ".":
            return f"{name}: taken by {grid[row][seat]}"
        grid[row][seat] = name
        return f"{name}: row {row} seat {seat}"
    except IndexError as e:
        return f"{name}: {e}"


def main() -> int:
    grid = [["." for _ in range(4)] for _ in range(3)]
    for row, seat, name in [(0, 0, "ana"), (0, 0, "bo"), (-1, -1, "cy"), (2, 4, "di"), (-4, 0, "ed"), (1, -5, "fi")]:
        print(book(grid, row, seat, name))
    print(grid)
    flags = [False] * 6
    flags[True] = True
    flags[-6] = True
    print(flags, flags[False], flags[-1])
    try:
        flags[6] = True
    except IndexError as e:
        print("IndexError:", e)
    try:
        flags[2**70] = True
    except IndexError as e:
        print("IndexError:", e)
    try:
        print(flags[-7])
    except IndexError as e:
        print("IndexError:", e)
    try:
        print(flags["1"])
    except TypeError as e:
        print("TypeError:", e)
    point = (3, 4, 5)
    print(point[0] + point[-1], point[True])
    try:
        print(point[3])
    except IndexError as e:
        print("IndexError:", e)
    try:
        point[0] = 1
    except TypeError as e:
        print("TypeError:", e)
    queue = deque(["a", "b", "c"])
    queue[-1] = "z"
    print(queue[0], queue[-1], list(queue))
    try:
        queue[3] = "q"
    except IndexError as e:
        print("IndexError:", e)
    row = Row(["x", "y"])
    row[1] = "w"
    print(row[0], row[1], row.seats)
    alias = grid[0]
    alias[1] = alias[0]
    alias[0] = grid
    print(grid[0][0] is grid, grid[0][1])
    return sum(1 for r in grid for s in r if s != ".")


if __name__ == "__main__":
    main()
