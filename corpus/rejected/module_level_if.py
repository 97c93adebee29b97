# rejects: a module-level if statement rebinding a module variable
import clauz3

DEBUG = True
LIMIT = 100

if DEBUG:
    LIMIT = 10


def main() -> int:
    return LIMIT
