def transpose(m):
    return [list(col) for col in zip(*m)]


def multiply(a, b):
    bt = transpose(b)
    return [[sum(x * y for x, y in zip(row, col)) for col in bt] for row in a]


def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]


def determinant(m):
    if len(m) == 1:
        return m[0][0]
    total = 0
    for j, value in enumerate(m[0]):
        minor = [row[:j] + row[j + 1:] for row in m[1:]]
        total += (-1) ** j * value * determinant(minor)
    return total


def show(m):
    width = max(len(str(x)) for row in m for x in row)
    return "\n".join(" ".join(str(x).rjust(width) for x in row) for row in m)


def main():
    a = [[2, 0, 1], [1, 3, 2], [1, 1, 1]]
    b = [[1, 2], [0, 1], [4, 0]]
    print(show(multiply(a, b)))
    print(show(transpose(b)))
    print(multiply(a, identity(3)) == a, determinant(a), determinant(identity(4)))
    diag = [a[i][i] for i in range(len(a))]
    print(diag, sum(diag), [sum(col) for col in zip(*a)])
    return determinant([[4, 3], [6, 3]])
