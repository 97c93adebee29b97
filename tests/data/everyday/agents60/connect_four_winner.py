"""Replay Connect Four games from move lists, detect winners, and reject illegal moves."""

ROWS, COLS = 6, 7


class IllegalMove(Exception):
    """Raised when a move targets a full or non-existent column."""


class Board:
    def __init__(self):
        self.grid = [["."] * COLS for _ in range(ROWS)]
        self.moves = 0

    def drop(self, col: int, piece: str) -> tuple[int, int]:
        if not 0 <= col < COLS:
            raise IllegalMove(f"column {col + 1} does not exist")
        for row in range(ROWS - 1, -1, -1):
            if self.grid[row][col] == ".":
                self.grid[row][col] = piece
                self.moves += 1
                return row, col
        raise IllegalMove(f"column {col + 1} is full")

    def line_length(self, row, col, dr, dc):
        piece = self.grid[row][col]
        count = 1
        for sign in (1, -1):
            r, c = row + sign * dr, col + sign * dc
            while 0 <= r < ROWS and 0 <= c < COLS and self.grid[r][c] == piece:
                count += 1
                r, c = r + sign * dr, c + sign * dc
        return count

    def wins(self, row, col):
        return any(self.line_length(row, col, dr, dc) >= 4 for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)))

    def __str__(self):
        body = "\n".join("|" + " ".join(r) + "|" for r in self.grid)
        return body + "\n+" + "-" * (COLS * 2 - 1) + "+\n " + " ".join(str(c + 1) for c in range(COLS))


def replay(moves: str):
    board = Board()
    players = "XO"
    for turn, ch in enumerate(moves):
        piece = players[turn % 2]
        row, col = board.drop(int(ch) - 1, piece)
        if board.wins(row, col):
            return board, f"{piece} wins on move {turn + 1}"
    if board.moves == ROWS * COLS:
        return board, "draw"
    return board, f"unfinished, {players[len(moves) % 2]} to play"


GAMES = {
    "horizontal": "1122334",
    "vertical": "4545454",
    "diagonal": "12233434454",
    "anti-diagonal": "7665545443",
    "unfinished": "4444",
    "overflow": "1111111",
    "off-board": "128",
}


def main():
    for name, moves in GAMES.items():
        try:
            board, result = replay(moves)
        except IllegalMove as exc:
            print(f"{name:<14} illegal: {exc}")
            continue
        print(f"{name:<14} {result}")
    board, result = replay(GAMES["diagonal"])
    print(board)


if __name__ == "__main__":
    main()
