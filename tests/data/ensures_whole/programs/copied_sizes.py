from tools.shop.trusted.effects import sizes


def main() -> None:
    ys = [x for x in sizes()]
    assert len(ys) == 1
