"""Place a fleet at random (seeded) and let a hunt/target bot sink it."""
import random
import string

SIZE = 8
FLEET = {"carrier": 5, "battleship": 4, "cruiser": 3, "submarine": 3, "destroyer": 2}


def place_fleet(rng: random.Random) -> dict[str, set[tuple[int, int]]]:
    occupied: set[tuple[int, int]] = set()
    ships = {}
    for name, length in FLEET.items():
        while True:
            horizontal = rng.random() < 0.5
            row = rng.randrange(SIZE if horizontal else SIZE - length + 1)
            col = rng.randrange(SIZE - length + 1 if horizontal else SIZE)
            cells = {(row, col + i) if horizontal else (row + i, col) for i in range(length)}
            if not cells & occupied:
                occupied |= cells
                ships[name] = cells
                break
    return ships


def label(cell):
    r, c = cell
    return f"{string.ascii_uppercase[r]}{c + 1}"


def hunt(ships, rng):
    remaining = {name: set(cells) for name, cells in ships.items()}
    tried = set()
    targets = []
    shots = 0
    sunk_order = []
    while any(remaining.values()):
        if targets:
            cell = targets.pop()
        else:
            cell = rng.choice([(r, c) for r in range(SIZE) for c in range(SIZE)
                               if (r + c) % 2 == 0 and (r, c) not in tried] or
                              [(r, c) for r in range(SIZE) for c in range(SIZE) if (r, c) not in tried])
        if cell in tried:
            continue
        tried.add(cell)
        shots += 1
        for name, cells in remaining.items():
            if cell in cells:
                cells.discard(cell)
                if not cells:
                    sunk_order.append((name, shots, label(cell)))
                r, c = cell
                for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    if 0 <= nr < SIZE and 0 <= nc < SIZE and (nr, nc) not in tried:
                        targets.append((nr, nc))
                break
    return shots, sunk_order, tried


def render(ships, tried):
    owner = {cell: name[0].upper() for name, cells in ships.items() for cell in cells}
    lines = ["   " + " ".join(str(c + 1) for c in range(SIZE))]
    for r in range(SIZE):
        row = []
        for c in range(SIZE):
            mark = owner.get((r, c), "~")
            if (r, c) in tried and mark == "~":
                mark = "o"
            row.append(mark)
        lines.append(f"{string.ascii_uppercase[r]}  " + " ".join(row))
    return "\n".join(lines)


def main():
    rng = random.Random(2024)
    ships = place_fleet(rng)
    for name, cells in ships.items():
        print(f"{name:<11} {' '.join(label(c) for c in sorted(cells))}")
    shots, sunk, tried = hunt(ships, rng)
    print(render(ships, tried))
    for name, at, cell in sunk:
        print(f"sank {name} on shot {at} at {cell}")
    hits = sum(FLEET.values())
    print(f"{shots} shots, {hits} hits, accuracy {hits / shots:.1%}")


if __name__ == "__main__":
    main()
