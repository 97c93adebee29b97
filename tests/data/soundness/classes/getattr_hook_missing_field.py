# A record over a dict whose `__getattr__` raises AttributeError for a key it lacks: reading
# the absent field on one branch fails there, and only there.
# expect: failed
# inputs: (4,), (0,), (3,), (-2,)


class Record:
    def __init__(self, data):
        self._data = data

    def __getattr__(self, name):
        try:
            return self._data[name]
        except KeyError:
            raise AttributeError(name) from None


def main(n: int) -> int:
    r = Record({"a": n})
    if n > 3:
        return r.b
    return r.a
