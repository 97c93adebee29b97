# The twin of `alias_name_read.py` claiming the alias's name is its text with the type
# arguments: `list[int].__name__` is just `list`.
# expect: failed
# inputs: (1,), (0,), (-3,), (7,)
import collections


def main(n: int) -> str:
    alias = list[int] if n > 0 else collections.deque[str]
    name = alias.__name__
    assert name == ("list[int]" if n > 0 else "deque")
    return name
