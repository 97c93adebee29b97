from tools.garden.trusted.effects import broken_gauge, water


def main() -> None:
    level = broken_gauge("a")
    if level < 50:
        water("a", 5)
