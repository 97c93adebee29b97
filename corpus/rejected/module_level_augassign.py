# rejects: module-level augmented assignment
import clauz3

LIMIT = 1000
LIMIT += 500


def main() -> int:
    return 0
