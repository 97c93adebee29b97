# rejects: a module-level for loop whose variable is the name of an imported module
import clauz3
import math

TOTAL = 0
for math in (1, 2, 3):
    TOTAL += math


def main() -> int:
    return TOTAL
