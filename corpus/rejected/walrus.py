# rejects: assignment expression (walrus)
import clauz3


def main() -> int:
    items = [3, 8, 1]
    if (n := len(items)) > 2:
        return n
    return 0
