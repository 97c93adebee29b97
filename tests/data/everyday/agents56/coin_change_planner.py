"""Make change: greedy vs optimal (memoised DP), counting ways, and a limited cash drawer."""
from functools import lru_cache
from collections import Counter

EURO = (200, 100, 50, 20, 10, 5, 2, 1)
ODD = (25, 10, 1)
WEIRD = (9, 6, 1)


def greedy(amount, coins):
    out = Counter()
    for c in sorted(coins, reverse=True):
        out[c], amount = divmod(amount, c)
    return +out


def optimal(amount, coins):
    @lru_cache(maxsize=None)
    def best(rest):
        if rest == 0:
            return ()
        options = [(c,) + best(rest - c) for c in coins if c <= rest]
        options = [o for o in options if sum(o) == rest]
        return min(options, key=len) if options else (0,) * 10_000
    return Counter(best(amount))


def ways(amount, coins):
    table = [1] + [0] * amount
    for c in coins:
        for a in range(c, amount + 1):
            table[a] += table[a - c]
    return table[amount]


def from_drawer(amount, drawer: Counter):
    """Greedy change limited by what the drawer holds; raises if impossible."""
    used = Counter()
    for coin in sorted(drawer, reverse=True):
        take = min(drawer[coin], amount // coin)
        if take:
            used[coin] = take
            amount -= take * coin
    if amount:
        raise ValueError(f"cannot make change, {amount} cents short")
    drawer.subtract(used)
    return used


def fmt(counter):
    return " + ".join(f"{n}x{c}" for c, n in sorted(counter.items(), reverse=True)) or "nothing"


def main():
    for coins, amount in ((EURO, 388), (ODD, 30), (WEIRD, 12), (WEIRD, 13)):
        g, o = greedy(amount, coins), optimal(amount, coins)
        flag = "" if sum(g.values()) == sum(o.values()) else "  <- greedy is not optimal"
        print(f"{amount:>4} with {coins}:")
        print(f"     greedy  {fmt(g)} ({sum(g.values())} coins)")
        print(f"     optimal {fmt(o)} ({sum(o.values())} coins){flag}")
    print("ways to make 100 with euro coins:", ways(100, EURO))
    print("ways to make 30 with US-ish coins:", ways(30, ODD))
    drawer = Counter({200: 1, 50: 2, 20: 1, 5: 3, 1: 2})
    for due in (275, 47, 60):
        try:
            print(f"change {due}: {fmt(from_drawer(due, drawer))}")
        except ValueError as exc:
            print(f"change {due}: {exc}")
    print("drawer left:", dict(sorted((+drawer).items())), "total", sum(c * n for c, n in drawer.items()))


if __name__ == "__main__":
    main()
