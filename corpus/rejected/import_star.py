# rejects: wildcard import
import clauz3
from tools.ledger.trusted.effects import *


def main() -> int:
    return 0
