# How often `Counter` asks `__eq__`: counting an item equal to a stored key probes the table
# twice (`self[k] = self.get(k, 0) + 1`), so two calls per repeat; `most_common(n)` and the
# `Counter`'s text compare nothing (the text hashes each key again). clauz3 asked once per
# repeat, and compared the key with `n` in `most_common(n)`.
# expect: proved
# inputs: (0,), (1,), (5,), (-2,)
from collections import Counter


class Tag:
    def __init__(self, name, log):
        self.name = name
        self.log = log

    def __eq__(self, other):
        self.log.append("eq")
        return isinstance(other, Tag) and self.name == other.name

    def __hash__(self):
        return hash(self.name)


def main(n: int) -> int:
    log = []
    tags = [Tag(1, log), Tag(1, log), Tag(2, log), Tag(1, log)]
    counts = Counter(tags)
    top = counts.most_common(1)
    assert top[0][1] == 3 and len(counts) == 2
    assert log == ["eq", "eq", "eq", "eq"]
    return n + len(log)
