"""A deterministic game of Snake played by a greedy bot on a small board."""
import random
from collections import deque
from enum import Enum


class Direction(Enum):
    UP = (-1, 0)
    DOWN = (1, 0)
    LEFT = (0, -1)
    RIGHT = (0, 1)

    @property
    def opposite(self) -> "Direction":
        dr, dc = self.value
        return Direction((-dr, -dc))


class GameOver(Exception):
    def __init__(self, reason, score):
        super().__init__(f"{reason} with score {score}")
        self.reason = reason
        self.score = score


class Snake:
    def __init__(self, width=10, height=8, seed=7):
        self.width, self.height = width, height
        self.body = deque([(4, 2), (4, 1), (4, 0)])
        self.heading = Direction.RIGHT
        self.rng = random.Random(seed)
        self.score = 0
        self.food = self._spawn_food()

    def _spawn_food(self):
        free = [(r, c) for r in range(self.height) for c in range(self.width) if (r, c) not in self.body]
        return self.rng.choice(free)

    def choose(self):
        head = self.body[0]
        options = []
        for d in Direction:
            if d is self.heading.opposite:
                continue
            r, c = head[0] + d.value[0], head[1] + d.value[1]
            if not (0 <= r < self.height and 0 <= c < self.width) or (r, c) in list(self.body)[:-1]:
                continue
            dist = abs(r - self.food[0]) + abs(c - self.food[1])
            options.append((dist, d.name, d))
        if options:
            self.heading = min(options)[2]

    def step(self):
        dr, dc = self.heading.value
        head = (self.body[0][0] + dr, self.body[0][1] + dc)
        if not (0 <= head[0] < self.height and 0 <= head[1] < self.width):
            raise GameOver("hit the wall", self.score)
        if head in self.body and head != self.body[-1]:
            raise GameOver("bit itself", self.score)
        self.body.appendleft(head)
        if head == self.food:
            self.score += 1
            self.food = self._spawn_food()
        else:
            self.body.pop()

    def __str__(self):
        rows = []
        for r in range(self.height):
            row = ""
            for c in range(self.width):
                if (r, c) == self.body[0]:
                    row += "@"
                elif (r, c) in self.body:
                    row += "o"
                elif (r, c) == self.food:
                    row += "*"
                else:
                    row += "."
            rows.append(row)
        return "\n".join(rows)


def main():
    game = Snake()
    turns = 0
    try:
        for turns in range(1, 201):
            game.choose()
            game.step()
            if turns % 50 == 0:
                print(f"turn {turns}: length {len(game.body)}, score {game.score}")
    except GameOver as over:
        print(f"game over on turn {turns}: {over}")
        print(over.reason, over.score)
    print(game)
    print("final heading:", game.heading.name, "opposite:", game.heading.opposite.name)


if __name__ == "__main__":
    main()
