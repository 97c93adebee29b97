# rejects: a module-level augmented assignment rebinding the name of a function
import clauz3


def limit() -> int:
    return 1000


limit += 500


def main() -> int:
    return 0
