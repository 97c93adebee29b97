# rejects: generator expression (use a list comprehension)
import clauz3


def main() -> int:
    weights = [12, 40, 7]
    heavy = (w for w in weights if w > 10)
    return sum(heavy)
