# A property is a data descriptor: it is read before the instance's own namespace, so an
# entry written through `obj.__dict__` under its name is stored but never read by `obj.x`.
# expect: proved
# inputs: (5,), (-40,), (250,), (100,)
class Gauge:
    @property
    def level(self):
        return 50


def main(n: int) -> int:
    g = Gauge()
    g.__dict__["level"] = n
    assert g.level == 50
    return g.level
