# As clamped_field.py, but the claim that the descriptor keeps what was assigned fails for
# any value out of range: `__set__` stored the clamped value.
# expect: failed
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
    assert g.level == n, "clamped"
    return g.level
