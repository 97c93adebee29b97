"""Parse FEN chess positions: draw the board, count material, list castling and en-passant info."""
from dataclasses import dataclass

VALUES = {"p": 1, "n": 3, "b": 3, "r": 5, "q": 9, "k": 0}
GLYPHS = dict(zip("KQRBNPkqrbnp", "♔♕♖♗♘♙♚♛♜♝♞♟"))


class FenError(ValueError):
    pass


@dataclass
class Position:
    board: list
    to_move: str
    castling: str
    en_passant: str
    halfmove: int
    fullmove: int

    @classmethod
    def from_fen(cls, fen: str) -> "Position":
        fields = fen.split()
        if len(fields) != 6:
            raise FenError(f"expected 6 fields, got {len(fields)}")
        placement, side, castling, ep, half, full = fields
        ranks = placement.split("/")
        if len(ranks) != 8:
            raise FenError(f"expected 8 ranks, got {len(ranks)}")
        board = []
        for rank in ranks:
            row = []
            for ch in rank:
                if ch.isdigit():
                    row.extend("." * int(ch))
                elif ch.lower() in VALUES:
                    row.append(ch)
                else:
                    raise FenError(f"bad piece {ch!r}")
            if len(row) != 8:
                raise FenError(f"rank {rank!r} has {len(row)} squares")
            board.append(row)
        if side not in ("w", "b"):
            raise FenError(f"bad side to move {side!r}")
        return cls(board, side, castling, ep, int(half), int(full))

    def material(self) -> tuple[int, int]:
        white = sum(VALUES[p.lower()] for row in self.board for p in row if p.isupper())
        black = sum(VALUES[p] for row in self.board for p in row if p.islower())
        return white, black

    def find(self, piece: str) -> list[str]:
        return [f"{'abcdefgh'[c]}{8 - r}" for r, row in enumerate(self.board) for c, p in enumerate(row) if p == piece]

    def render(self) -> str:
        lines = []
        for r, row in enumerate(self.board):
            cells = [GLYPHS.get(p, "·") for p in row]
            lines.append(f"{8 - r} " + " ".join(cells))
        lines.append("  " + " ".join("abcdefgh"))
        return "\n".join(lines)

    def to_fen(self) -> str:
        ranks = []
        for row in self.board:
            out, empty = "", 0
            for p in row:
                if p == ".":
                    empty += 1
                    continue
                out += (str(empty) if empty else "") + p
                empty = 0
            ranks.append(out + (str(empty) if empty else ""))
        return " ".join(["/".join(ranks), self.to_move, self.castling, self.en_passant, str(self.halfmove), str(self.fullmove)])


def main():
    fens = [
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 2 8",
        "8/8/8/4k3/8/8/4K3/4R3 w - - 10 60",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
        "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ]
    for fen in fens:
        try:
            pos = Position.from_fen(fen)
        except FenError as err:
            print("invalid FEN:", err)
            continue
        white, black = pos.material()
        print(pos.render())
        side = "White" if pos.to_move == "w" else "Black"
        print(f"{side} to move, move {pos.fullmove}; material {white}-{black} ({white - black:+d})")
        rights = [n for f, n in zip("KQkq", ["W O-O", "W O-O-O", "B O-O", "B O-O-O"]) if f in pos.castling]
        print("castling:", rights or "none", "| en passant:", pos.en_passant, "| kings", pos.find("K"), pos.find("k"))
        print("round trip:", pos.to_fen() == fen)
        print()


if __name__ == "__main__":
    main()
