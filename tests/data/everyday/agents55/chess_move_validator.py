"""Validate simple chess moves on a board given in FEN piece placement."""
from enum import Enum

FEN = "r3k2r/ppp2ppp/2n5/3qp3/3P4/2N2N2/PPP2PPP/R2QK2R"


class Color(Enum):
    WHITE = "w"
    BLACK = "b"


class IllegalMove(Exception):
    pass


def parse_fen(fen):
    board = {}
    for rank_idx, row in enumerate(fen.split("/")):
        file_idx = 0
        for ch in row:
            if ch.isdigit():
                file_idx += int(ch)
            else:
                square = "abcdefgh"[file_idx] + str(8 - rank_idx)
                board[square] = ch
                file_idx += 1
    return board


def color_of(piece):
    return Color.WHITE if piece.isupper() else Color.BLACK


def coords(sq):
    return ord(sq[0]) - ord("a"), int(sq[1]) - 1


def path_clear(board, src, dst):
    (x1, y1), (x2, y2) = coords(src), coords(dst)
    dx = (x2 > x1) - (x2 < x1)
    dy = (y2 > y1) - (y2 < y1)
    x, y = x1 + dx, y1 + dy
    while (x, y) != (x2, y2):
        if chr(ord("a") + x) + str(y + 1) in board:
            return False
        x, y = x + dx, y + dy
    return True


def validate(board, move):
    src, dst = move[:2], move[2:4]
    piece = board.get(src)
    if piece is None:
        raise IllegalMove(f"no piece on {src}")
    target = board.get(dst)
    if target and color_of(target) == color_of(piece):
        raise IllegalMove(f"{dst} occupied by own {target}")
    (x1, y1), (x2, y2) = coords(src), coords(dst)
    dx, dy = abs(x2 - x1), abs(y2 - y1)
    kind = piece.lower()
    if kind == "n":
        ok = {dx, dy} == {1, 2}
    elif kind == "b":
        ok = dx == dy and path_clear(board, src, dst)
    elif kind == "r":
        ok = (dx == 0 or dy == 0) and path_clear(board, src, dst)
    elif kind == "q":
        ok = (dx == dy or dx == 0 or dy == 0) and path_clear(board, src, dst)
    elif kind == "k":
        ok = max(dx, dy) == 1
    else:
        direction = 1 if piece.isupper() else -1
        forward = (y2 - y1) * direction
        ok = (dx == 0 and forward == 1 and not target) or (dx == 1 and forward == 1 and target is not None)
    if not ok:
        raise IllegalMove(f"{piece} cannot go {src}->{dst}")
    return f"{piece}{src}{'x' if target else '-'}{dst}"


def main():
    board = parse_fen(FEN)
    print(f"{len(board)} pieces; white: {sum(1 for p in board.values() if color_of(p) is Color.WHITE)}")
    for move in ["d4e5", "f3e5", "c3d5", "d1d5", "a1d1", "e1g1", "a2a4", "h8h1", "e8d8", "c6d4"]:
        try:
            print(f"{move}: {validate(board, move)}")
        except IllegalMove as exc:
            print(f"{move}: illegal ({exc})")


if __name__ == "__main__":
    main()
