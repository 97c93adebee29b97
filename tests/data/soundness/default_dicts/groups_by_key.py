# A `defaultdict(list)` grouping values that depend on the input: reading a missing key stores
# the factory's value first (in order), `get` and `in` store nothing, and it stays a
# `defaultdict` through `copy()` but not through `dict()`.
# expect: proved
# inputs: (0,), (1,), (-3,), (8,)
from collections import defaultdict


def main(n: int) -> int:
    groups = defaultdict(list)
    for i in range(3):
        groups[n % 2 if i else 10].append(i + n)
    assert list(groups) == [10, n % 2]
    assert groups[n % 2] == [n + 1, n + 2] and groups[10] == [n]
    assert groups.get(5) is None and 7 not in groups and len(groups) == 2
    assert groups[7] == [] and list(groups)[-1] == 7
    assert type(groups.copy()).__name__ == "defaultdict" and type(dict(groups)) is dict
    assert groups.default_factory is list and isinstance(groups, dict)
    return len(groups)
