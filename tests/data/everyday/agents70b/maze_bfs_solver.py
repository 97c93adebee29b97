"""Solve text mazes with BFS; mark the shortest path and report dead ends."""
from collections import deque
from typing import NamedTuple, Optional


class Pos(NamedTuple):
    row: int
    col: int

    def neighbors(self):
        yield Pos(self.row - 1, self.col)
        yield Pos(self.row + 1, self.col)
        yield Pos(self.row, self.col - 1)
        yield Pos(self.row, self.col + 1)


MAZE = """\
##########
#S...#...#
#.##.#.#.#
#.#..#.#.#
#.#.##.#.#
#...#..#E#
###.#.##.#
#.....#..#
##########"""


class Maze:
    def __init__(self, text: str):
        self.grid = [list(line) for line in text.splitlines()]
        self.start = self.goal = None
        for r, row in enumerate(self.grid):
            for c, ch in enumerate(row):
                if ch == "S":
                    self.start = Pos(r, c)
                elif ch == "E":
                    self.goal = Pos(r, c)

    def open(self, p: Pos) -> bool:
        return 0 <= p.row < len(self.grid) and 0 <= p.col < len(self.grid[p.row]) and self.grid[p.row][p.col] != "#"

    def solve(self) -> Optional[list[Pos]]:
        came_from = {self.start: None}
        frontier = deque([self.start])
        while frontier:
            cur = frontier.popleft()
            if cur == self.goal:
                break
            for nb in cur.neighbors():
                if self.open(nb) and nb not in came_from:
                    came_from[nb] = cur
                    frontier.append(nb)
        if self.goal not in came_from:
            return None
        path, node = [], self.goal
        while node is not None:
            path.append(node)
            node = came_from[node]
        path.reverse()
        return path

    def dead_ends(self) -> list[Pos]:
        ends = []
        for r, row in enumerate(self.grid):
            for c, ch in enumerate(row):
                p = Pos(r, c)
                if ch == "." and sum(self.open(n) for n in p.neighbors()) == 1:
                    ends.append(p)
        return ends

    def draw(self, path: list[Pos]) -> str:
        grid = [row[:] for row in self.grid]
        for p in path[1:-1]:
            grid[p.row][p.col] = "*"
        return "\n".join("".join(r) for r in grid)


def main():
    maze = Maze(MAZE)
    print("start", maze.start, "goal", tuple(maze.goal))
    path = maze.solve()
    print("steps:", len(path) - 1)
    print(maze.draw(path))
    print("dead ends:", [(p.row, p.col) for p in maze.dead_ends()])
    blocked = Maze(MAZE.replace("#..#\n#####", "####\n#####").replace(".#E#", "##E#").replace("#.#\n###", "###\n###"))
    print("blocked solvable:", blocked.solve() is not None)
    p = Pos(2, 3)
    print(p._replace(col=9), p._asdict(), Pos._fields)
    return len(path) - 1


if __name__ == "__main__":
    main()
