# The twin of `network_membership.py`: 10.0.0.0/8 also holds 10.255.255.255 (n = 184549375),
# so claiming every member lies below 10.255.0.0 fails.
# expect: failed
# inputs: (0,), (167772160,), (184549375,), (184549376,)
import ipaddress

NET = ipaddress.ip_network("10.0.0.0/8")


def main(n: int) -> int:
    if 0 <= n < 2**32:
        if ipaddress.IPv4Address(n) in NET:
            assert n < 184483840
    return n
