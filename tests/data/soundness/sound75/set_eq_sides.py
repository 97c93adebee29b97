# Which side set operations ask `__eq__` of: `l - r` (sizes alike) looks `l`'s items up in
# `r`, so the stored `r` item is asked first; `l >= r` looks `r`'s items up in `l`. clauz3
# asked each the other way round.
# expect: proved
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
    assert log == ["b==a", "a==b"]
    return n + len(log)
