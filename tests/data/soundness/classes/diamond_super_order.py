# A diamond `Policy(Loose, Strict)`: `Loose.limit`'s `super()` reaches `Strict` (the next
# class in `Policy`'s method resolution order), not `Base`. An order that followed each
# class's first base (Loose -> Base) would give 105 and prove the bound CPython fails for
# 16 <= n <= 100.
# expect: failed
# inputs: (0,), (15,), (16,), (100,), (-3,)


class Base:
    def limit(self):
        return 100


class Strict(Base):
    def limit(self):
        return 10


class Loose(Base):
    def limit(self):
        return super().limit() + 5


class Policy(Loose, Strict):
    pass


def main(n: int) -> int:
    p = Policy()
    if 0 <= n <= 100:
        assert n <= p.limit()
    return n
