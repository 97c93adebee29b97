# `super().limit` read (not called) in a diamond `Policy(Loose, Strict)`: `Loose`'s `super()`
# reaches `Strict`'s property (the next class in `Policy`'s order), not `Base`'s. An order
# that followed each class's first base would give 105 and prove the bound CPython fails for
# 16 <= n <= 100.
# expect: failed
# inputs: (0,), (15,), (16,), (100,), (-3,)


class Base:
    @property
    def limit(self):
        return 100


class Strict(Base):
    @property
    def limit(self):
        return 10


class Loose(Base):
    @property
    def limit(self):
        return super().limit + 5


class Policy(Loose, Strict):
    pass


def main(n: int) -> int:
    p = Policy()
    if 0 <= n <= 100:
        assert n <= p.limit
    return n
