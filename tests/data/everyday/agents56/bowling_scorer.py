"""Ten-pin bowling scorer with frame-by-frame running totals and input validation."""


class BowlingError(ValueError):
    pass


class Game:
    def __init__(self, player: str):
        self.player = player
        self.rolls: list[int] = []

    def roll(self, pins: int) -> None:
        if not 0 <= pins <= 10:
            raise BowlingError(f"{self.player}: impossible roll {pins}")
        self.rolls.append(pins)

    def frames(self):
        """Yield (frame number, rolls of the frame, score of the frame)."""
        i = 0
        for frame in range(1, 11):
            if i >= len(self.rolls):
                return
            if self.rolls[i] == 10:
                bonus = self.rolls[i + 1:i + 3]
                yield frame, [10], 10 + sum(bonus) if len(bonus) == 2 else None
                i += 1
                continue
            pair = self.rolls[i:i + 2]
            if len(pair) == 2 and sum(pair) > 10:
                raise BowlingError(f"{self.player}: frame {frame} knocks {sum(pair)} pins")
            if len(pair) == 2 and sum(pair) == 10:
                bonus = self.rolls[i + 2:i + 3]
                yield frame, pair, 10 + bonus[0] if bonus else None
            else:
                yield frame, pair, sum(pair) if len(pair) == 2 else None
            i += 2

    @property
    def score(self) -> int:
        return sum(s for _, _, s in self.frames() if s is not None)


def notation(rolls: list[int]) -> str:
    if rolls == [10]:
        return "X"
    if len(rolls) == 2 and sum(rolls) == 10:
        return f"{rolls[0] or '-'}/"
    return "".join(str(r) if r else "-" for r in rolls)


GAMES = {
    "perfect": [10] * 12,
    "all spares": [5, 5] * 10 + [5],
    "gutter": [0] * 20,
    "typical": [10, 7, 3, 9, 0, 10, 0, 8, 8, 2, 0, 6, 10, 10, 10, 8, 1],
    "unfinished": [3, 4, 10, 6],
    "cheater": [7, 6],
}


def main():
    for name, rolls in GAMES.items():
        game = Game(name)
        try:
            for pins in rolls:
                game.roll(pins)
            running = 0
            cells = []
            for frame, frame_rolls, frame_score in game.frames():
                if frame_score is None:
                    cells.append(f"{notation(frame_rolls)}:?")
                else:
                    running += frame_score
                    cells.append(f"{notation(frame_rolls)}:{running}")
            print(f"{name:>11} | {' '.join(cells)}")
            print(f"{'':>11} | total {game.score}")
        except BowlingError as err:
            print(f"{name:>11} | error: {err}")


if __name__ == "__main__":
    main()
