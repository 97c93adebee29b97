COINS = [1, 5, 10, 25, 50]


def ways(amount, coins, memo=None):
    memo = {} if memo is None else memo
    if amount == 0:
        return 1
    if amount < 0 or not coins:
        return 0
    key = (amount, len(coins))
    if key not in memo:
        memo[key] = ways(amount - coins[-1], coins, memo) + ways(amount, coins[:-1], memo)
    return memo[key]


def fewest(amount, coins):
    best = [0] + [None] * amount
    for a in range(1, amount + 1):
        options = [best[a - c] for c in coins if c <= a and best[a - c] is not None]
        best[a] = min(options) + 1 if options else None
    return best[amount]


def greedy(amount, coins):
    used = {}
    for c in sorted(coins, reverse=True):
        used[c], amount = divmod(amount, c)
    return {c: n for c, n in used.items() if n}


def main():
    for amount in [0, 7, 30, 99, 100]:
        print(f"{amount:>4}: ways={ways(amount, COINS):<5} fewest={fewest(amount, COINS)} greedy={greedy(amount, COINS)}")
    odd = [1, 3, 4]
    print(fewest(6, odd), sum(greedy(6, odd).values()), ways(10, odd))
    return ways(200, COINS)
