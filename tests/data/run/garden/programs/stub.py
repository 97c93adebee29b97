from tools.garden.trusted.effects import stub, water


def main() -> None:
    water("a", 1)
    stub("a")
