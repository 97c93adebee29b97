# As super_value.py, but the claim skips `C` in `D`'s order (as if `B`'s `super()` reached
# `A`): it fails on every input but 0.
# expect: failed
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
    assert D().f(n) == n + 1, "order"
    return n
