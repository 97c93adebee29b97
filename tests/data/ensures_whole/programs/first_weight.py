from tools.shop.trusted.effects import weights, charge


def main() -> None:
    xs = weights()
    if len(xs) > 0:
        charge(xs[0])
