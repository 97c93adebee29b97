# Recursion: Ackermann, Towers of Hanoi, permutations by recursive generation.


def ackermann(m: int, n: int) -> int:
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))


def hanoi(n: int, src: int, dst: int, via: int, moves: list[int]) -> None:
    if n == 0:
        return
    hanoi(n - 1, src, via, dst, moves)
    moves.append(src * 10 + dst)
    hanoi(n - 1, via, dst, src, moves)


def permutations(items: list[int]) -> list[list[int]]:
    if len(items) <= 1:
        return [items]
    out = []
    for i in range(len(items)):
        rest = items[:i] + items[i + 1 :]
        for p in permutations(rest):
            out.append([items[i]] + p)
    return out


def main() -> int:
    a = ackermann(2, 300) + ackermann(3, 5)
    moves: list[int] = []
    hanoi(15, 1, 3, 2, moves)
    perms = permutations([1, 2, 3, 4, 5, 6, 7])
    checksum = 0
    for p in perms[::50]:
        checksum = (checksum * 31 + p[0] * 7 + p[-1]) % 1000003
    print(f"ackermann {a} moves {len(moves)} perms {len(perms)} checksum {checksum}")
    return a + len(moves) + checksum
