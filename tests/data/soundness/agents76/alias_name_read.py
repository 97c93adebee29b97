# A subscripted class names the class it subscripts, whichever branch picked it.
# expect: proved
# inputs: (1,), (0,), (-3,), (7,)
import collections


def main(n: int) -> str:
    alias = list[int] if n > 0 else collections.deque[str]
    name = alias.__name__
    assert name == ("list" if n > 0 else "deque")
    assert alias.__module__ == ("builtins" if n > 0 else "collections")
    assert getattr(dict[str, int], "__qualname__", None) == "dict"
    return name
