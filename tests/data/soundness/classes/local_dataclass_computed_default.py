# A dataclass defined inside the function, whose default is computed from a module constant
# (`LIMIT - 2`, 3): the bound fails at n = 4. A model that took the constant itself (5), or
# no default, would prove it.
# expect: failed
# inputs: (0,), (3,), (4,), (-2,)
from dataclasses import dataclass

LIMIT = 5


def main(n: int) -> int:
    @dataclass
    class Cfg:
        cap: int = LIMIT - 2

    if 0 <= n <= 4:
        assert n <= Cfg().cap
    return n
