def solve(n):
    solutions = []
    cols, diag1, diag2 = set(), set(), set()
    placement = []

    def place(row):
        if row == n:
            solutions.append(tuple(placement))
            return
        for col in range(n):
            if col in cols or row - col in diag1 or row + col in diag2:
                continue
            cols.add(col)
            diag1.add(row - col)
            diag2.add(row + col)
            placement.append(col)
            place(row + 1)
            placement.pop()
            cols.discard(col)
            diag1.discard(row - col)
            diag2.discard(row + col)

    place(0)
    return solutions


def draw(solution):
    n = len(solution)
    return "\n".join("".join("Q" if c == col else "." for c in range(n)) for col in solution)


def hanoi(n, src, dst, via, moves):
    if n:
        hanoi(n - 1, src, via, dst, moves)
        moves.append((src, dst))
        hanoi(n - 1, via, dst, src, moves)
    return moves


def main():
    for n in range(1, 9):
        print(f"{n}-queens: {len(solve(n))} solutions")
    first = solve(6)[0]
    print(first)
    print(draw(first))
    unique = {min(s, tuple(reversed(s))) for s in solve(6)}
    print(len(unique))
    moves = hanoi(4, "A", "C", "B", [])
    print(len(moves), " ".join(f"{a}{b}" for a, b in moves[:7]))
    return len(hanoi(10, "A", "C", "B", []))


if __name__ == "__main__":
    main()
