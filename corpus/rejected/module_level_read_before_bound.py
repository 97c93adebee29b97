# rejects: a module-level value computed from a name the module binds later
import clauz3

TOTAL = PER_DAY * 7
PER_DAY = 24


def main() -> int:
    return TOTAL
