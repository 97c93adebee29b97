# `__init_subclass__` runs for each subclass with its class keywords, before `main`.
# expect: proved
# inputs: (1,), (4,), (0,), (-5,)
REGISTRY = {}


class Handler:
    def __init_subclass__(cls, kind="plain", **kw):
        super().__init_subclass__(**kw)
        REGISTRY[kind] = cls


class Double(Handler, kind="double"):
    def run(self, n):
        return 2 * n


class Plain(Handler):
    def run(self, n):
        return n


def main(n: int) -> int:
    assert sorted(REGISTRY) == ["double", "plain"]
    result = REGISTRY["double"]().run(n)
    assert result == 2 * n
    return result
