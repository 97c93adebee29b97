# rejects: a module-level if statement binding a module variable bound only after it
import clauz3

DEBUG = True

if DEBUG:
    LIMIT = 10

LIMIT = 100


def main() -> int:
    return LIMIT
