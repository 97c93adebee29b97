# Nested lists: matrix multiplication, transposition and row sums.

SIZE = 60


def make(size: int, seed: int) -> list[list[int]]:
    return [[(i * seed + j * 7) % 10 for j in range(size)] for i in range(size)]


def multiply(a: list[list[int]], b: list[list[int]]) -> list[list[int]]:
    n = len(a)
    m = len(b[0])
    out = [[0] * m for _ in range(n)]
    for i in range(n):
        row = a[i]
        target = out[i]
        for k in range(len(b)):
            x = row[k]
            if x == 0:
                continue
            bk = b[k]
            for j in range(m):
                target[j] += x * bk[j]
    return out


def transpose(a: list[list[int]]) -> list[list[int]]:
    return [[a[i][j] for i in range(len(a))] for j in range(len(a[0]))]


def main() -> int:
    a = make(SIZE, 3)
    b = make(SIZE, 5)
    c = multiply(a, b)
    d = multiply(transpose(c), a)
    trace = sum([d[i][i] for i in range(SIZE)])
    top = max([sum(row) for row in d])
    print(f"trace {trace} top {top}")
    return (trace + top) % 1000000007
