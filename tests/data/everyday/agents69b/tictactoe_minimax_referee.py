"""Referee tic-tac-toe games from move lists and let a minimax player suggest moves."""
from enum import Enum
from functools import lru_cache
from typing import Optional

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


class Mark(str, Enum):
    X = "X"
    O = "O"

    @property
    def other(self) -> "Mark":
        return Mark.O if self is Mark.X else Mark.X


class IllegalMove(Exception):
    pass


def winner(board: str) -> Optional[str]:
    for a, b, c in LINES:
        if board[a] != "." and board[a] == board[b] == board[c]:
            return board[a]
    return None


@lru_cache(maxsize=None)
def minimax(board: str, to_move: str) -> tuple[int, int]:
    """Score from X's point of view and the best square for the side to move."""
    w = winner(board)
    if w:
        return (1 if w == "X" else -1), -1
    if "." not in board:
        return 0, -1
    best = None
    for i, ch in enumerate(board):
        if ch != ".":
            continue
        nxt = board[:i] + to_move + board[i + 1:]
        score, _ = minimax(nxt, "O" if to_move == "X" else "X")
        if best is None or (score > best[0] if to_move == "X" else score < best[0]):
            best = (score, i)
    return best


class Game:
    def __init__(self):
        self.board = ["."] * 9
        self.turn = Mark.X
        self.moves = []

    def play(self, square: int) -> Optional[str]:
        if winner("".join(self.board)):
            raise IllegalMove("game already over")
        if not 0 <= square < 9:
            raise IllegalMove(f"square {square} is off the board")
        if self.board[square] != ".":
            raise IllegalMove(f"square {square} taken by {self.board[square]}")
        self.board[square] = self.turn.value
        self.moves.append(square)
        self.turn = self.turn.other
        return winner("".join(self.board))

    def __str__(self):
        b = self.board
        return "\n".join(" ".join(b[r * 3:r * 3 + 3]) for r in range(3))


def referee(name, moves):
    game = Game()
    try:
        for sq in moves:
            result = game.play(sq)
            if result:
                return f"{name}: {result} wins after {len(game.moves)} moves"
        if "." not in game.board:
            return f"{name}: draw"
        score, hint = minimax("".join(game.board), game.turn.value)
        verdict = {1: "X is winning", -1: "O is winning", 0: "drawn with best play"}[score]
        return f"{name}: unfinished, {game.turn.value} to move; {verdict}; best square {hint}"
    except IllegalMove as exc:
        return f"{name}: illegal at move {len(game.moves) + 1}: {exc}"


def main():
    games = {
        "diagonal": [4, 0, 8, 2, 1, 7, 6, 3, 5],
        "quick": [0, 3, 1, 4, 2],
        "cat": [0, 4, 8, 2, 6, 3, 5, 7, 1],
        "double": [0, 0],
        "late": [0, 3, 1, 4, 2, 5],
        "open": [4, 0],
        "bad-square": [9],
        "fork": [0, 4, 8, 2],
    }
    for name, moves in games.items():
        print(referee(name, moves))
    g = Game()
    for sq in [0, 4, 8]:
        g.play(sq)
    print(g)
    print("perfect play from empty:", minimax("." * 9, "X"))
    print("positions cached:", minimax.cache_info().currsize)


if __name__ == "__main__":
    main()
