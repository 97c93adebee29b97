# The twin of `ipv4_int_round_trip.py`: one past the last address is no IPv4 address, so
# `addr + 1` raises AddressValueError for n = 2**32 - 1 (as CPython's does), caught here by its
# own class, and the claim that every address has a successor fails.
# expect: failed
# inputs: (0,), (1,), (2**32 - 1,), (-1,)
from ipaddress import AddressValueError, IPv4Address


def main(n: int) -> int:
    if 0 <= n < 2**32:
        try:
            successor = IPv4Address(n) + 1
        except AddressValueError:
            successor = None
        assert successor is not None
        assert int(successor) == n + 1
    return n
