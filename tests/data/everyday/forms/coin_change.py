COINS = (25, 10, 5, 1)


def change(amount, coins=COINS):
    for c in coins:
        count, amount = amount // c, amount % c
        if count:
            yield c, count


def ways(amount, coins):
    table = [1] + [0] * amount
    for c in coins:
        for v in range(c, amount + 1):
            table[v] += table[v - c]
    return table[amount]


def main() -> None:
    for cents in (41, 99, 5, 0):
        parts = dict(change(cents))
        print(cents, parts, "coins:", sum(parts.values()))
    print("ways to make 100:", ways(100, COINS))
