# `_` groups the digits of `x` by fours and `,` those of `d` by threes: CPython accepts both
# for every int, so no field here raises.
# expect: proved
# inputs: (0,), (65535,), (-123456789,), (10**30,)
def main(n: int) -> str:
    if abs(n) > 10**100:
        return ""
    return f"{n:_x}|{n:,}|{n:_d}|" + format(n, "_b")
