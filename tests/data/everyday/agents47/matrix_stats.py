def transpose(m):
    return [list(row) for row in zip(*m)]


def matmul(a, b):
    bt = transpose(b)
    return [[sum(x * y for x, y in zip(r, c)) for c in bt] for r in a]


def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]


def fmt(m):
    width = max(len(str(v)) for row in m for v in row)
    return "\n".join(" ".join(str(v).rjust(width) for v in row) for row in m)


def power(m, k):
    result = identity(len(m))
    while k:
        if k & 1:
            result = matmul(result, m)
        m = matmul(m, m)
        k >>= 1
    return result


def main():
    fib = [[1, 1], [1, 0]]
    print(fmt(power(fib, 30)))
    a = [[1, 2, 3], [4, 5, 6]]
    print(fmt(matmul(a, transpose(a))))
    col_means = [sum(c) / len(c) for c in zip(*a)]
    print(col_means, [round(x, 1) for x in col_means])
    flat = [v for row in a for v in row]
    print(flat[::-1], flat[1::2], sum(flat) / len(flat))
    print(all(len(r) == len(a[0]) for r in a), any(v > 5 for v in flat))
    diag = [a[i][i] for i in range(min(len(a), len(a[0])))]
    print("diag", diag, divmod(sum(diag), 4), pow(3, -1, 7))


if __name__ == "__main__":
    main()
