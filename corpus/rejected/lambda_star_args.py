# rejects: lambda with *args (use a nested def)
import clauz3


def main() -> int:
    total = lambda *xs: sum(xs)
    return total(1, 2)
