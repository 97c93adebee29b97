# rejects: while ... else
import clauz3


def main() -> int:
    n = 0
    while n < 3:
        n += 1
    else:
        n = n * 10
    return n
