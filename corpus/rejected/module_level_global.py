# rejects: a module-level `global` statement (a no-op in CPython, refused as meaningless)
import clauz3

global DEBUG
DEBUG = True


def main() -> int:
    return 0
