# A `types.MappingProxyType`'s `str` is its mapping's (`repr` names the proxy), and its
# orderings are the mapping's.
# expect: proved
# inputs: (0,), (5,), (-3,), (7,)
import types


def main(n: int) -> int:
    mp = types.MappingProxyType({"a": 1})
    assert str(mp) == "{'a': 1}"
    assert f"{mp}" == "{'a': 1}"
    assert repr(mp) == "mappingproxy({'a': 1})"
    assert mp != {"a": 2}
    return n
