"""Number a crossword grid, list across/down entries with their lengths, and check the fill."""
GRID = """\
CAT#DOGS
ARE#ERIE
BEAR#ARK
##TEAM##
SPIN#APE
TORN#ELK
OPEN#EVE
"""


def load(text):
    rows = text.splitlines()
    width = max(map(len, rows))
    return [row.ljust(width, "#") for row in rows]


def numbering(grid):
    h, w = len(grid), len(grid[0])
    numbers = {}
    n = 0
    across, down = [], []
    for r in range(h):
        for c in range(w):
            if grid[r][c] == "#":
                continue
            starts_across = (c == 0 or grid[r][c - 1] == "#") and c + 1 < w and grid[r][c + 1] != "#"
            starts_down = (r == 0 or grid[r - 1][c] == "#") and r + 1 < h and grid[r + 1][c] != "#"
            if starts_across or starts_down:
                n += 1
                numbers[(r, c)] = n
            if starts_across:
                word = ""
                cc = c
                while cc < w and grid[r][cc] != "#":
                    word += grid[r][cc]
                    cc += 1
                across.append((n, word))
            if starts_down:
                word = "".join(grid[rr][c] for rr in range(r, h)).split("#")[0]
                down.append((n, word))
    return numbers, across, down


def render(grid, numbers):
    lines = []
    for r, row in enumerate(grid):
        cells = []
        for c, ch in enumerate(row):
            if ch == "#":
                cells.append("███")
            else:
                num = numbers.get((r, c))
                cells.append(f"{num:<2}" if num else "  ")
                cells[-1] += " "
        lines.append("|".join(cells))
    return "\n".join(lines)


def main():
    grid = load(GRID)
    numbers, across, down = numbering(grid)
    print(render(grid, numbers))
    print("ACROSS")
    for n, word in across:
        print(f"  {n:>2}. ({len(word)}) {word}")
    print("DOWN")
    for n, word in down:
        print(f"  {n:>2}. ({len(word)}) {word}")
    words = [w for _, w in across + down]
    print(f"{len(words)} entries, {sum(map(len, words))} letters used in words,",
          f"{sum(row.count('#') for row in grid)} black squares")
    short = [w for w in words if len(w) < 3]
    print("entries shorter than 3:", short or "none")
    unchecked = 0
    for r, row in enumerate(grid):
        for c, ch in enumerate(row):
            if ch == "#":
                continue
            horiz = any(0 <= c + d < len(row) and row[c + d] != "#" for d in (-1, 1))
            vert = any(0 <= r + d < len(grid) and grid[r + d][c] != "#" for d in (-1, 1))
            unchecked += not (horiz and vert)
    print("unchecked squares:", unchecked)
    letters = sorted(set("".join(grid)) - {"#"})
    print("letters:", "".join(letters), "| vowel share", f"{sum(''.join(grid).count(v) for v in 'AEIOU') / sum(c.isalpha() for c in ''.join(grid)):.0%}")


if __name__ == "__main__":
    main()
