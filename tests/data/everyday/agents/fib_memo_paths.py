def memo_fib():
    cache = {0: 0, 1: 1}

    def fib(n):
        if n not in cache:
            cache[n] = fib(n - 1) + fib(n - 2)
        return cache[n]

    return fib, cache


def grid_paths(rows, cols, blocked):
    ways = [[0] * cols for _ in range(rows)]
    for r in range(rows):
        for c in range(cols):
            if (r, c) in blocked:
                continue
            if r == 0 and c == 0:
                ways[r][c] = 1
            else:
                ways[r][c] = (ways[r - 1][c] if r else 0) + (ways[r][c - 1] if c else 0)
    return ways[-1][-1]


def main():
    fib, cache = memo_fib()
    print([fib(n) for n in range(15)])
    print(fib(90), len(cache))
    print(grid_paths(3, 3, set()), grid_paths(5, 5, {(1, 1), (2, 3)}), grid_paths(10, 10, {(0, 1)}))
    triangle = [[1]]
    for _ in range(7):
        prev = triangle[-1]
        triangle.append([1] + [a + b for a, b in zip(prev, prev[1:])] + [1])
    for row in triangle:
        print(" ".join(map(str, row)).center(30))
    return fib(30)
