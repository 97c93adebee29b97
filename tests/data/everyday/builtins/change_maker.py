COINS = (200, 100, 25, 10, 5, 1)


def make_change(cents: int) -> dict:
    result = {}
    for coin in COINS:
        count, cents = divmod(cents, coin)
        if count:
            result[coin] = count
    return result


def main() -> None:
    for amount in (0, 7, 41, 99, 387):
        change = make_change(amount)
        shown = ", ".join([f"{n}x{c}" for c, n in change.items()]) or "nothing"
        print(f"{amount:>4}c -> {shown} ({sum(change.values())} coins)")
    check = all([sum([c * n for c, n in make_change(a).items()]) == a for a in range(0, 500, 7)])
    print("all amounts correct:", check)
    print("most coins under 100:", max(range(100), key=lambda a: sum(make_change(a).values())))
