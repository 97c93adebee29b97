# rejects: module-level for loop
import clauz3

TOTAL = 0

for step in (1, 2, 3):
    pass


def main() -> int:
    return 0
