from tools.shop.trusted.effects import sizes, charge


def main() -> None:
    xs = sizes()
    if len(xs) > 0:
        charge(xs[0])
