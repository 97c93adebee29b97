# Backtracking: count the solutions of the N-queens puzzle with lists of flags.

N = 8


def place(row: int, n: int, cols: list[bool], diag1: list[bool], diag2: list[bool]) -> int:
    if row == n:
        return 1
    found = 0
    for c in range(n):
        if cols[c] or diag1[row + c] or diag2[row - c + n - 1]:
            continue
        cols[c] = True
        diag1[row + c] = True
        diag2[row - c + n - 1] = True
        found += place(row + 1, n, cols, diag1, diag2)
        cols[c] = False
        diag1[row + c] = False
        diag2[row - c + n - 1] = False
    return found


def main() -> int:
    total = 0
    for n in range(4, N + 2):
        count = place(0, n, [False] * n, [False] * (2 * n), [False] * (2 * n))
        print(f"{n} queens: {count}")
        total += count
    return total
