# A property made by calling `property(get, set)` as a class attribute: its setter clamps every
# store into 0..100, so whatever the program assigns, the attribute read back stays in range.
# expect: proved
# inputs: (5,), (-40,), (250,), (100,)
class Gauge:
    def _get(self):
        return self._level

    def _set(self, value):
        self._level = max(0, min(100, value))

    level = property(_get, _set)

    def __init__(self, level):
        self.level = level


def main(n: int) -> int:
    g = Gauge(n)
    assert 0 <= g.level <= 100
    g.level = g.level + n
    assert 0 <= g.level <= 100
    return g.level
