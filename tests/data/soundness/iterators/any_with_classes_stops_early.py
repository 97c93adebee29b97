# In a program with classes, `any`/`all` of an iterator read it up to the deciding item, an
# instance's `__bool__` deciding for it.
# expect: proved
# inputs: (0,), (1,), (-3,), (10**20,)
class Flag:
    def __init__(self, on):
        self.on = on

    def __bool__(self):
        return self.on


def main(x: int) -> int:
    it = iter([Flag(False), Flag(True), Flag(x > 0)])
    assert any(it)
    assert bool(next(it)) == (x > 0)
    it = iter([1, 0, x])
    assert not all(it)
    assert next(it) == x
    return x
