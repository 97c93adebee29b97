# Twin of module_alias_identity: two names of one module are not two objects.
# expect: failed
# inputs: (1,), (4,), (0,), (-5,)
import math
import math as m


def main(n: int) -> int:
    assert m is not math or n > 100
    return n
