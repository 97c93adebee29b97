# `super()` kept in a name: its method calls look after the class whose method runs, in the
# receiver's order, so in a diamond `B`'s `super()` reaches `C` for an instance of `D`.
# expect: proved
# inputs: (0,), (5,), (-3,), (7,)


class A:
    def f(self, n):
        return n


class B(A):
    def f(self, n):
        s = super()
        return s.f(n) + 1


class C(A):
    def f(self, n):
        return super(C, self).f(n) * 2


class D(B, C):
    pass


def main(n: int) -> int:
    assert D().f(n) == 2 * n + 1
    assert B().f(n) == n + 1
    return n
