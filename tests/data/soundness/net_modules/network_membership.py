# An address is in 10.0.0.0/8 exactly when its number's top octet is 10: `in` masks the
# number with the network's mask, as CPython's does.
# expect: proved
# inputs: (0,), (167772160,), (184549375,), (184549376,)
import ipaddress

NET = ipaddress.ip_network("10.0.0.0/8")


def main(n: int) -> int:
    if 0 <= n < 2**32:
        assert (ipaddress.IPv4Address(n) in NET) == (n >> 24 == 10)
    return n
