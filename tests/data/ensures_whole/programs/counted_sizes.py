from tools.shop.trusted.effects import sizes


def main() -> None:
    assert sum([1 for x in sizes()]) < 5
