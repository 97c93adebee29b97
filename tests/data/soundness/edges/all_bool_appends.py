# CPython's `all` reads a list through its iterator: an item a `__bool__` appends is tested
# too (this was proved with the items taken first).
# expect: failed
class V:
    def __init__(self, v, xs):
        self.v = v
        self.xs = xs
    def __bool__(self):
        if len(self.xs) < 4:
            self.xs.append(V(self.v - 1, self.xs))
        return self.v > 0
# inputs: (0,), (1,), (2,), (5,)
def main(n: int) -> int:
    xs = []
    xs.append(V(n, xs))
    r = all(xs)
    assert r == (n > 0)
    return len(xs)
