# CPython's `sum` reads a list through its iterator: what an `__radd__` appends is added too
# (this was proved with the items taken first).
# expect: failed
class V:
    def __init__(self, v, xs):
        self.v = v
        self.xs = xs
    def __radd__(self, other):
        if len(self.xs) < 5:
            self.xs.append(V(1, self.xs))
        return other + self.v
# inputs: (0,), (1,), (2,), (3,)
def main(n: int) -> int:
    xs = []
    xs.append(V(n, xs))
    total = sum(xs)
    assert total == n
    return total
