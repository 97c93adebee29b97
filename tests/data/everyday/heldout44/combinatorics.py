from itertools import combinations, permutations, product, combinations_with_replacement
from math import comb, factorial, perm

COINS = [1, 5, 10, 25]


def main():
    print(list(combinations("ABCD", 2)))
    print(len(list(permutations(range(5), 3))), perm(5, 3), comb(5, 3), factorial(10))
    print(["".join(p) for p in permutations("abc")])
    print(list(product([0, 1], repeat=3))[:5])
    print([a + b for a, b in product("xy", "12")])
    ways = 0
    for q, d, n, p in product(range(2), range(3), range(5), range(26)):
        if 25 * q + 10 * d + 5 * n + p == 25:
            ways += 1
    print("ways to make 25 cents:", ways)
    targets = [c for c in combinations(COINS, 3) if sum(c) > 30]
    print(targets)
    print(list(combinations_with_replacement([1, 2, 3], 2)))
    sums = sorted({sum(c) for r in range(1, 4) for c in combinations(COINS, r)})
    print(sums)
    print(comb(52, 5), comb(10, 0), comb(3, 5), factorial(20))


if __name__ == "__main__":
    main()
