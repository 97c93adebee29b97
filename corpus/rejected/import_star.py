# rejects: wildcard import of a trusted package (its modules are imported by name)
import clauz3
from tools.ledger.trusted import *


def main() -> int:
    return 0
