from functools import lru_cache, partial, reduce, cache
import operator


@lru_cache(maxsize=None)
def grid_paths(rows, cols):
    if rows == 0 or cols == 0:
        return 1
    return grid_paths(rows - 1, cols) + grid_paths(rows, cols - 1)


@cache
def partitions(n, largest):
    if n == 0:
        return 1
    if n < 0 or largest == 0:
        return 0
    return partitions(n - largest, largest) + partitions(n, largest - 1)


def coin_ways(amount, coins):
    ways = [1] + [0] * amount
    for coin in coins:
        for total in range(coin, amount + 1):
            ways[total] += ways[total - coin]
    return ways[amount]


def power(base, exp):
    return base ** exp


def main():
    for n in (2, 5, 10, 16):
        print(f"grid {n}x{n}: {grid_paths(n, n):,}")
    print([partitions(n, n) for n in range(1, 16)])
    print("p(100) =", partitions(100, 100))
    print("coins:", coin_ways(100, [1, 5, 10, 25, 50]))
    square = partial(power, exp=2)
    cube = partial(power, exp=3)
    print([square(i) for i in range(6)], cube(11))
    print(reduce(operator.mul, range(1, 21)), reduce(operator.add, ["a", "b", "c"], ">"))
    info = grid_paths.cache_info()
    print(info.hits > 0, info.misses)
    return grid_paths(20, 20)


if __name__ == "__main__":
    main()
