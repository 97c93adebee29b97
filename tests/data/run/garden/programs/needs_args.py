from tools.garden.trusted.effects import water


def main(litres: int) -> None:
    if litres > 0:
        water("a", litres)
