"""Find words hidden in a letter grid in all eight directions."""
from typing import NamedTuple, Optional

GRID = """
SPYTHONX
AQLOOPEC
RUBYDNAL
RAVAJAZA
AQWERLTS
YLSTACKS
MAPHEAPO
ZGOLANGE
"""

DIRECTIONS = {
    "E": (0, 1), "W": (0, -1), "S": (1, 0), "N": (-1, 0),
    "SE": (1, 1), "NW": (-1, -1), "SW": (1, -1), "NE": (-1, 1),
}


class Hit(NamedTuple):
    word: str
    row: int
    col: int
    direction: str


class Puzzle:
    def __init__(self, text: str):
        self.rows = [line.strip() for line in text.strip().splitlines()]
        self.height = len(self.rows)
        self.width = len(self.rows[0])

    def __getitem__(self, pos):
        r, c = pos
        if 0 <= r < self.height and 0 <= c < self.width:
            return self.rows[r][c]
        return None

    def spell(self, r, c, dr, dc, n):
        letters = []
        for i in range(n):
            ch = self[r + dr * i, c + dc * i]
            if ch is None:
                return None
            letters.append(ch)
        return "".join(letters)

    def find(self, word: str) -> Optional[Hit]:
        word = word.upper()
        for r in range(self.height):
            for c in range(self.width):
                if self[r, c] != word[0]:
                    continue
                for name, (dr, dc) in DIRECTIONS.items():
                    if self.spell(r, c, dr, dc, len(word)) == word:
                        return Hit(word, r, c, name)
        return None


def main():
    puzzle = Puzzle(GRID)
    words = ["python", "ruby", "java", "loop", "stack", "heap", "golang", "array", "class", "rust"]
    found, missing = [], []
    for w in words:
        hit = puzzle.find(w)
        (found if hit else missing).append(hit or w)
    for hit in sorted(found, key=lambda h: (h.row, h.col)):
        print(f"{hit.word:<7} at ({hit.row},{hit.col}) going {hit.direction}")
    print("not found:", missing)
    print(f"{len(found)}/{len(words)} found, grid {puzzle.width}x{puzzle.height}")
    print(found[0]._asdict() if found else {})


if __name__ == "__main__":
    main()
