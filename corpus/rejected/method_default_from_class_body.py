# rejects: a method default computed from a name of the class body
import clauz3


class Shelf:
    SIZE = 3

    def fit(self, n: int = SIZE) -> int:
        return n


def main() -> int:
    return Shelf().fit()
