# The twin of `set_eq_sides.py`: CPython asks `b == a`, then `a == b` (the stored item first);
# the assertion of the other order fails for every n.
# expect: failed
# inputs: (0,), (1,), (6,), (-5,)
class Tag:
    def __init__(self, key, name, log):
        self.key = key
        self.name = name
        self.log = log

    def __eq__(self, other):
        self.log.append(self.name + "==" + other.name)
        return self.key == other.key

    def __hash__(self):
        return self.key


def main(n: int) -> int:
    log = []
    a, b, c = Tag(1, "a", log), Tag(1, "b", log), Tag(2, "c", log)
    left = {a} - {b}
    covers = {a} >= {b}
    assert not left and covers
    assert log == ["a==b", "b==a"]
    return n + len(log)
