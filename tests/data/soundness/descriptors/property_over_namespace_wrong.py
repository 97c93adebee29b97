# As property_over_namespace.py, but the claim that the entry written through `obj.__dict__`
# shadows the property fails for every input other than the property's own value.
# expect: failed
# inputs: (5,), (-40,), (250,), (100,)
class Gauge:
    @property
    def level(self):
        return 50


def main(n: int) -> int:
    g = Gauge()
    g.__dict__["level"] = n
    assert g.level == n, "shadowed"
    return n
