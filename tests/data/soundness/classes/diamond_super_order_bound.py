# The twin of `diamond_super_order.py`: the bound CPython's order gives (15) holds, and an
# order that skipped `Strict` (giving 105) would refute nothing here either, but one that
# stopped at `Loose` alone (5) would.
# expect: proved
# inputs: (0,), (15,), (16,), (-3,)


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
    if 0 <= n <= 15:
        assert n <= p.limit()
    return p.limit() - n
