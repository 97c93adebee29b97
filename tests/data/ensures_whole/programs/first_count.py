from tools.shop.trusted.effects import counts, charge


def main() -> None:
    xs = counts()
    if len(xs) > 0:
        charge(xs[0])
