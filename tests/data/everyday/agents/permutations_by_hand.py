def permutations(items):
    if len(items) <= 1:
        return [list(items)]
    out = []
    for i, first in enumerate(items):
        for rest in permutations(items[:i] + items[i + 1:]):
            out.append([first] + rest)
    return out


def combinations(items, k):
    if k == 0:
        return [[]]
    if len(items) < k:
        return []
    head, tail = items[0], items[1:]
    return [[head] + c for c in combinations(tail, k - 1)] + combinations(tail, k)


def subsets(items):
    result = [[]]
    for x in items:
        result += [s + [x] for s in result]
    return result


def main():
    perms = permutations(["a", "b", "c"])
    print(len(perms), ["".join(p) for p in perms])
    combos = combinations([1, 2, 3, 4, 5], 3)
    print(len(combos), combos[:4])
    sums = sorted({sum(s) for s in subsets([1, 2, 4, 8])})
    print(sums == list(range(16)), len(subsets("xyz")))
    target = 7
    hits = [c for c in combinations([1, 2, 3, 4, 5, 6], 2) if sum(c) == target]
    print(hits)
    return len(perms) * len(combos)
