M = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]


def spiral(matrix):
    rows = [list(r) for r in matrix]
    while rows:
        first, *rows = rows
        yield from first
        rows = [list(r) for r in zip(*rows)][::-1]


def main() -> None:
    print(list(spiral(M)))
    print(list(spiral([[1]])), list(spiral([])))
    print(sum(x for x in spiral(M) if x % 3 == 0))
