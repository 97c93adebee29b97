from tools.shop.trusted.effects import first_positive, charge


def main() -> None:
    xs = first_positive()
    charge(xs[0])
