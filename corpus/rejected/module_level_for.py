# rejects: a module-level for loop rebinding a module list (only numbers, strings and tuples are rebound)
import clauz3

ITEMS = []

for step in (1, 2, 3):
    ITEMS = ITEMS + [step]


def main() -> int:
    return len(ITEMS)
