import clauz3

TIERS = (100, 250, 500)


def main(level: int) -> int:
    return TIERS[level]
