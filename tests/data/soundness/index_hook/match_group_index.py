# A match's `group`, `start`, `end` and `span` read a group number given as an object with
# `__index__` by it, as CPython does: no `IndexError`.
# expect: proved
# inputs: (0,), (1,), (12,), (-3,)
import re


class Group:
    def __index__(self):
        return 1


def main(n: int) -> None:
    m = re.match(r"(\w+)-(\d+)", "item-42")
    assert m is not None
    assert m.group(Group()) == "item"
    assert m.span(Group()) == (0, 4)
    assert m.end(Group()) == 4 and m.start(Group()) == 0
    assert n > 0 or m.group(Group(), 2) == ("item", "42")
