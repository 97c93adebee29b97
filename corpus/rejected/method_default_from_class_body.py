# rejects: a method default reading a name the class body binds only after the def
import clauz3


class Shelf:
    def fit(self, n: int = SIZE) -> int:
        return n

    SIZE = 3


def main() -> int:
    return Shelf().fit()
