# The twin of `module_value_member.py`: the factor read through the module value is 3, so the
# claim fails for every n from 1 to 10; a model that lost the arguments of a call made
# through the value (or read another member) could prove it.
# expect: failed
# inputs: (0,), (1,), (7,), (-3,)

import math


def doubled(x, m=math):
    return m.prod([x, 3])


def main(n: int) -> int:
    if 0 <= n <= 10:
        assert doubled(n) == 2 * n
    return n
