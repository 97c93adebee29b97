# rejects: a module-level for loop rebinding a module variable (one variable in CPython)
import clauz3

TOTAL = 0

for step in (1, 2, 3):
    TOTAL += step


def main() -> int:
    return TOTAL
