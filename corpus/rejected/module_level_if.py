# rejects: module-level if statement
import clauz3

DEBUG = True

if DEBUG:
    LIMIT = 10


def main() -> int:
    return 0
