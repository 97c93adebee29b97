import clauz3

TIERS = (100, 250, 500)


def main(level: int) -> int:
    if 0 <= level < len(TIERS):
        cap = TIERS[level]
        assert cap >= 100
        return cap
    return 0
