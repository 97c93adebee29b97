# rejects: a module-level `global` statement (a no-op in CPython, refused as meaningless)
import clauz3

DEBUG = True
global DEBUG


def main() -> int:
    return 0
