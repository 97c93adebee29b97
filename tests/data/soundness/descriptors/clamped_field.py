# A data descriptor's `__set__` clamps every store into 0..100 and `__get__` reads the stored
# value back, so whatever the program assigns, the attribute stays in range.
# expect: proved
# inputs: (5,), (-40,), (250,), (100,)
class Clamped:
    def __set_name__(self, owner, name):
        self.slot = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.slot)

    def __set__(self, obj, value):
        setattr(obj, self.slot, max(0, min(100, value)))


class Gauge:
    level = Clamped()

    def __init__(self, level):
        self.level = level


def main(n: int) -> int:
    g = Gauge(n)
    assert 0 <= g.level <= 100
    g.level = g.level + n
    assert 0 <= g.level <= 100
    return g.level
