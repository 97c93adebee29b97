BOARD = ["XOX", "OXO", "OXX"]
def lines():
    for r in range(3):
        yield [(r, c) for c in range(3)]
    for c in range(3):
        yield [(r, c) for r in range(3)]
    yield [(i, i) for i in range(3)]
    yield [(i, 2 - i) for i in range(3)]


def winner(board):
    for line in lines():
        marks = {board[r][c] for r, c in line}
        if len(marks) == 1 and (mark := sorted(marks)[0]) != ".":
            return mark
    return None


def main() -> None:
    print("\n".join(" ".join(row) for row in BOARD))
    print("winner:", winner(BOARD))
    empty = sum(row.count(".") for row in BOARD)
    print("empty cells:", empty)
