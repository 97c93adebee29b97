from tools.shop.trusted.effects import prices, charge


def main() -> None:
    for p in prices():
        charge(p)
