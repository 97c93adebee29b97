# A property made by `property(get)` alone has no setter: the constructor's store raises
# CPython's `AttributeError` for every input.
# expect: failed
# inputs: (5,), (-40,), (0,), (7,)
class Gauge:
    def _get(self):
        return self._level

    def _set(self, value):
        self._level = max(0, min(100, value))

    level = property(_get)

    def __init__(self, level):
        self.level = level


def main(n: int) -> int:
    g = Gauge(n)
    assert 0 <= g.level <= 100
    return g.level
