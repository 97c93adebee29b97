# rejects: class definition in agent code
import clauz3


class Invoice:
    amount = 0


def main() -> int:
    total = 0
    for cents in [120, 340]:
        total += cents
    return total
