from tools.junk.trusted.effects import poke


def main() -> int:
    return poke()
