"""Postage stamps: fewest stamps, number of ways, and which amounts are impossible."""
import functools
import sys


class PostageError(ValueError):
    pass


def fewest(amount, denominations):
    denominations = tuple(sorted(set(denominations), reverse=True))
    if amount < 0:
        raise PostageError(f"negative amount: {amount}")

    @functools.cache
    def go(rest):
        if rest == 0:
            return ()
        best = None
        for d in denominations:
            if d <= rest:
                sub = go(rest - d)
                if sub is not None and (best is None or len(sub) + 1 < len(best)):
                    best = (d,) + sub
        return best

    return go(amount)


@functools.lru_cache(maxsize=256)
def ways(amount, denominations):
    if amount == 0:
        return 1
    if amount < 0 or not denominations:
        return 0
    first, rest = denominations[0], denominations[1:]
    return ways(amount - first, denominations) + ways(amount, rest)


def greedy(amount, denominations):
    used = []
    for d in sorted(denominations, reverse=True):
        count, amount = divmod(amount, d)
        used += [d] * count
    return used if amount == 0 else None


def frobenius(denominations, search_to=200):
    reachable = [True] + [False] * search_to
    for total in range(1, search_to + 1):
        reachable[total] = any(total >= d and reachable[total - d] for d in denominations)
    gaps = [n for n, ok in enumerate(reachable) if not ok]
    return gaps


def main():
    sets = {"classic": (1, 2, 5, 10, 20, 50), "odd": (4, 10, 25), "tricky": (1, 15, 25)}
    for name, denoms in sets.items():
        print(f"-- {name} {denoms}")
        for amount in (30, 41, 63):
            best = fewest(amount, denoms)
            g = greedy(amount, denoms)
            note = "" if g is None or best is None or len(g) == len(best) else f" (greedy uses {len(g)})"
            shown = "+".join(map(str, best)) if best else "impossible"
            print(f"   {amount:>3}: {shown}{note}; ways={ways(amount, denoms)}")
    gaps = frobenius((4, 10, 25))
    print("cannot make with (4, 10, 25):", gaps[:12], "largest", max(gaps))
    print(ways.cache_info().hits > 0, ways.cache_info().maxsize)
    try:
        fewest(-5, (1, 2))
    except PostageError as e:
        print("error:", e)
    ways.cache_clear()
    print("after clear:", ways.cache_info().currsize)
    old = sys.getrecursionlimit()
    print("deep ok:", len(fewest(120, (1, 2, 5))) , old >= 1000)


if __name__ == "__main__":
    main()
