def hanoi(n, src, dst, via, moves):
    if n == 0:
        return moves
    hanoi(n - 1, src, via, dst, moves)
    moves.append((src, dst))
    hanoi(n - 1, via, dst, src, moves)
    return moves


def flatten(items):
    out = []
    for item in items:
        if isinstance(item, (list, tuple)):
            out.extend(flatten(item))
        else:
            out.append(item)
    return out


def subsets(xs):
    if not xs:
        return [[]]
    rest = subsets(xs[1:])
    return rest + [[xs[0]] + r for r in rest]


def permute(s):
    if len(s) <= 1:
        return [s]
    return [c + p for i, c in enumerate(s) for p in permute(s[:i] + s[i + 1:])]


def gcd(a, b):
    return a if b == 0 else gcd(b, a % b)


def depth(tree):
    if not isinstance(tree, dict) or not tree:
        return 0
    return 1 + max(depth(v) for v in tree.values())


def main():
    moves = hanoi(4, "A", "C", "B", [])
    print(len(moves), moves[:5])
    print(flatten([1, [2, [3, (4, 5)], []], [[[6]]]]))
    print(subsets([1, 2, 3]))
    print(permute("abc"), len(permute("abcde")))
    print(gcd(1071, 462), gcd(2 ** 40, 6 ** 20))
    print(depth({"a": {"b": {"c": {}}, "d": 1}, "e": {}}))
    memo = {}
    def ways(n):
        if n <= 1:
            return 1
        if n not in memo:
            memo[n] = ways(n - 1) + ways(n - 2) + (ways(n - 3) if n >= 3 else 0)
        return memo[n]
    print([ways(i) for i in range(10)], ways(60))


if __name__ == "__main__":
    main()
