# `m.group(obj)` with `__index__` is the group it names in CPython, not an `IndexError`: the
# handler never runs, so the assertion after it fails for every input.
# expect: failed
# inputs: (0,), (1,), (12,), (-3,)
import re


class Group:
    def __index__(self):
        return 1


def main(n: int) -> None:
    m = re.match(r"(\w+)-(\d+)", "item-42")
    assert m is not None
    try:
        name = m.group(Group())
    except IndexError:
        return
    assert name != "item"
