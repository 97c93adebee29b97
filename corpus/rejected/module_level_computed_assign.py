# rejects: module-level assignment of a computed value
import clauz3

LIMIT = 40 * 25


def main() -> int:
    return 0
