# `xs.index(x)` compares `xs[i]` for `i` below the list's length as it is then: an `__eq__`
# inserting at the front moves the match (the items used to be taken first: proved).
# expect: failed
# inputs: (0,), (5,), (-3,), (11,)
class Slot:
    def __init__(self, number, board):
        self.number = number
        self.board = board

    def __eq__(self, other):
        if len(self.board) < 5:
            self.board.insert(0, Slot(-7, self.board))
        return isinstance(other, Slot) and self.number == other.number


def main(n: int) -> int:
    board = []
    board.append(Slot(n, board))
    board.append(Slot(n + 1, board))
    at = board.index(Slot(n + 1, board))
    assert at == 1
    return at
