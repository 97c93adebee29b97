# An IPv4 address made from any number in range gives the number back: the model's
# constructor checks the range and keeps the number, which the prover follows exactly.
# expect: proved
# inputs: (0,), (1,), (2**32 - 1,), (3232235777,)
from ipaddress import IPv4Address


def main(n: int) -> int:
    if 0 <= n < 2**32:
        assert int(IPv4Address(n)) == n
    return n
