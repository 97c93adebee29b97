# As mappingproxy_text.py, but the claim that `str` of the proxy names it fails on every
# input: only its `repr` does.
# expect: failed
# inputs: (0,), (5,), (-3,), (7,)
import types


def main(n: int) -> int:
    mp = types.MappingProxyType({"b": n})
    assert str(mp).startswith("mappingproxy("), "str of a mappingproxy"
    return n
