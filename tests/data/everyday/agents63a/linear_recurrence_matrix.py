"""Linear recurrences (Fibonacci, Tribonacci, Pell) by 2x2/3x3 matrix powers, checked by loops."""
from functools import reduce

MOD = 1_000_000_007


def mat_mul(a, b, mod=None):
    out = [[sum(a[i][k] * b[k][j] for k in range(len(b))) for j in range(len(b[0]))] for i in range(len(a))]
    if mod:
        out = [[x % mod for x in row] for row in out]
    return out


def identity(n):
    return [[int(i == j) for j in range(n)] for i in range(n)]


def mat_pow(m, e, mod=None):
    result = identity(len(m))
    while e:
        if e & 1:
            result = mat_mul(result, m, mod)
        m = mat_mul(m, m, mod)
        e >>= 1
    return result


def companion(coeffs):
    """a(n) = c0*a(n-1) + c1*a(n-2) + ... as a companion matrix."""
    k = len(coeffs)
    top = [list(coeffs)]
    rest = [[int(j == i) for j in range(k)] for i in range(k - 1)]
    return top + rest


def nth(coeffs, initial, n, mod=None):
    """initial = [a(k-1), ..., a(0)]; returns a(n)."""
    k = len(coeffs)
    if n < k:
        return initial[k - 1 - n]
    p = mat_pow(companion(coeffs), n - k + 1, mod)
    value = sum(p[0][j] * initial[j] for j in range(k))
    return value % mod if mod else value


def by_loop(coeffs, initial, n):
    seq = list(reversed(initial))
    while len(seq) <= n:
        seq.append(sum(c * seq[-1 - i] for i, c in enumerate(coeffs)))
    return seq[n]


SEQUENCES = {
    "fibonacci": ([1, 1], [1, 0]),
    "tribonacci": ([1, 1, 1], [1, 0, 0]),
    "pell": ([2, 1], [1, 0]),
    "jacobsthal": ([1, 2], [1, 0]),
    "padovan": ([0, 1, 1], [1, 1, 1]),
}


def main():
    for name, (coeffs, init) in SEQUENCES.items():
        first = [nth(coeffs, init, i) for i in range(12)]
        ok = all(nth(coeffs, init, n) == by_loop(coeffs, init, n) for n in range(60))
        print(f"{name:<11} {first} matrix==loop:{ok}")
    print("F(90) =", nth([1, 1], [1, 0], 90))
    print("F(10**15) mod p =", nth([1, 1], [1, 0], 10**15, MOD))
    print("Pell(50) digits:", len(str(nth([2, 1], [1, 0], 50))))
    big = mat_pow([[1, 1], [1, 0]], 100)
    print("det of fib^100:", big[0][0] * big[1][1] - big[0][1] * big[1][0])
    ratios = [nth([1, 1], [1, 0], n + 1) / nth([1, 1], [1, 0], n) for n in (5, 10, 20, 40)]
    print("golden ratio convergence:", ["%.12f" % r for r in ratios])
    chain = reduce(lambda acc, m: mat_mul(acc, m), [[[1, 1], [1, 0]]] * 10, identity(2))
    print("reduce product == pow:", chain == mat_pow([[1, 1], [1, 0]], 10))
    return nth([1, 1, 1], [1, 0, 0], 30)


if __name__ == "__main__":
    main()
