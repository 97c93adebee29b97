# Twin of init_subclass_registers: the keyword reaches `__init_subclass__`, so the class is
# registered under it and not under the default; the proof must refute the misreading.
# expect: failed
# inputs: (1,), (4,), (0,), (-5,)
REGISTRY = {}


class Handler:
    def __init_subclass__(cls, kind="plain", **kw):
        super().__init_subclass__(**kw)
        REGISTRY[kind] = cls


class Double(Handler, kind="double"):
    def run(self, n):
        return 2 * n


def main(n: int) -> int:
    assert "plain" in REGISTRY or n > 100
    return n
