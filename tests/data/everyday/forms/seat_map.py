ROWS, COLS = 4, 6
TAKEN = {(0, 1), (0, 2), (1, 3), (2, 0), (2, 5), (3, 3), (3, 4)}


def free_blocks(row, size):
    for start in range(COLS - size + 1):
        if all((row, c) not in TAKEN for c in range(start, start + size)):
            yield start


def main() -> None:
    for r in range(ROWS):
        print("".join("X" if (r, c) in TAKEN else "." for c in range(COLS)))
    for r in range(ROWS):
        blocks = list(free_blocks(r, 3))
        if blocks:
            print(f"row {r}: three together at seat {blocks[0]}")
            break
    else:
        print("no three seats together")
    print("free seats:", ROWS * COLS - len(TAKEN))
