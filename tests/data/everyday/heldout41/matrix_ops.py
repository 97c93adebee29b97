from typing import List

Matrix = List[List[int]]


def transpose(m: Matrix) -> Matrix:
    return [list(row) for row in zip(*m)]


def multiply(a: Matrix, b: Matrix) -> Matrix:
    bt = transpose(b)
    return [[sum(x * y for x, y in zip(row, col)) for col in bt] for row in a]


def identity(n: int) -> Matrix:
    return [[int(i == j) for j in range(n)] for i in range(n)]


def power(m: Matrix, k: int) -> Matrix:
    result = identity(len(m))
    while k:
        if k & 1:
            result = multiply(result, m)
        m = multiply(m, m)
        k >>= 1
    return result


def show(m: Matrix) -> None:
    width = max(len(str(x)) for row in m for x in row)
    for row in m:
        print("[" + " ".join(str(x).rjust(width) for x in row) + "]")


def main():
    a = [[1, 2, 3], [4, 5, 6]]
    b = [[7, 8], [9, 10], [11, 12]]
    show(multiply(a, b))
    show(transpose(a))
    fib = [[1, 1], [1, 0]]
    for k in (10, 50, 90):
        print(f"fib({k}) = {power(fib, k)[0][1]}")
    big = power(fib, 200)[0][1]
    print(len(str(big)), big % 1_000_000_007)
    trace = sum(power([[2, 1], [1, 1]], 5)[i][i] for i in range(2))
    print("trace:", trace)
    diag = [row[i] for i, row in enumerate(identity(4))]
    print(diag, all(diag), any(x == 0 for r in identity(3) for x in r))


if __name__ == "__main__":
    main()
