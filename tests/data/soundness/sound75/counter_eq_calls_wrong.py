# The twin of `counter_eq_calls.py`: CPython asks `__eq__` four times, not two, so the
# assertion of one call per repeat fails for every n.
# expect: failed
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
    assert len(log) == 2
    return n + len(log)
