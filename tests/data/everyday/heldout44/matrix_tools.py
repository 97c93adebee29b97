def transpose(m):
    return [list(row) for row in zip(*m)]


def matmul(a, b):
    bt = transpose(b)
    return [[sum(x * y for x, y in zip(row, col)) for col in bt] for row in a]


def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]


def det(m):
    if len(m) == 1:
        return m[0][0]
    if len(m) == 2:
        return m[0][0] * m[1][1] - m[0][1] * m[1][0]
    total = 0
    for col, value in enumerate(m[0]):
        minor = [row[:col] + row[col + 1:] for row in m[1:]]
        total += (-1) ** col * value * det(minor)
    return total


def show(m):
    width = max(len(str(x)) for row in m for x in row)
    for row in m:
        print("[" + " ".join(f"{x:>{width}}" for x in row) + "]")


def main():
    a = [[1, 2, 3], [4, 5, 6]]
    b = [[7, 8], [9, 10], [11, 12]]
    show(matmul(a, b))
    show(transpose(a))
    print(matmul(identity(2), [[5, 6], [7, 8]]) == [[5, 6], [7, 8]])
    m = [[2, -3, 1], [2, 0, -1], [1, 4, 5]]
    print("det:", det(m))
    flat = [x for row in m for x in row]
    print("flat:", flat, "trace:", sum(m[i][i] for i in range(len(m))))
    power = identity(2)
    fib = [[1, 1], [1, 0]]
    for _ in range(30):
        power = matmul(power, fib)
    print("fib(30):", power[0][1])
    print("diagonals:", [m[i][i] for i in range(3)], [m[i][2 - i] for i in range(3)])


if __name__ == "__main__":
    main()
