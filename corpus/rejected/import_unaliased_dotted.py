# rejects: unaliased dotted import of a trusted module
import clauz3
import tools.ledger.trusted.effects


def main() -> int:
    return 0
