# The proved twin of getattr_hook_missing_field.py: every field read through the hook is one
# the dict holds, and `getattr` with a default takes the default where the hook raises.
# expect: proved
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
    r = Record({"a": n, "b": n + 1})
    assert r.b - r.a == 1
    assert getattr(r, "c", 7) == 7
    assert not hasattr(r, "c")
    return r.a
