# CPython's `any` reads a list through its iterator: an item a `__bool__` appends is tested
# too (this was proved with the items taken first).
# expect: failed
class V:
    def __init__(self, v, xs):
        self.v = v
        self.xs = xs
    def __bool__(self):
        if len(self.xs) < 4:
            self.xs.append(V(self.v + 1, self.xs))
        return self.v > 2
# inputs: (0,), (1,), (2,), (3,)
def main(n: int) -> int:
    xs = [V(n, [])]
    xs[0].xs = xs
    r = any(xs)
    assert r == (n > 2)
    return len(xs)
