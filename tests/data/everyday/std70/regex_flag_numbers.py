"""Treat re's flags as the ints they are: int methods and attributes, arithmetic, rounding,
math functions, indexing and formatting, next to the flag names they print as."""
import enum
import math
import re


class Level(enum.IntEnum):
    LOW = 1
    HIGH = 12


def main():
    for flag in (re.I, re.M, re.S | re.X, re.NOFLAG, Level.HIGH):
        print(repr(flag), flag.bit_length(), flag.bit_count(), flag.to_bytes(2, "big"), flag.as_integer_ratio(),
              flag.real, flag.imag, flag.numerator, flag.denominator, repr(flag.conjugate()))
    print(math.log2(re.M), math.sqrt(re.S), math.factorial(re.I), math.gcd(re.M, 12), math.isqrt(re.S))
    print(round(re.I), round(re.M, -1), round(Level.HIGH, 1), math.floor(re.S), math.ceil(re.M), math.trunc(re.X))
    print(int(re.I), float(re.M), abs(re.I), -re.M, +re.S, divmod(re.X, 5), pow(re.I, 3), re.M ** 2)
    print(re.I.value, re.I.name, (re.I | re.M).name, (re.I | re.M).value, re.NOFLAG.name, Level.LOW.value)
    print(hex(re.I), bin(re.M), oct(re.S), "abcdefgh"[re.I:re.M], [10, 20, 30][re.I], chr(64 + re.I))
    print(f"{re.I:>6}|{re.M:04b}|{re.S:x}|{re.I}|{Level.HIGH:d}", format(re.X, ","), "%d %s" % (re.I, re.I))
    print(sorted([re.M, 3, re.I, 1]), max(re.I, re.M), sum([re.I, re.M, re.S]), sum([re.I, 1.5]))
    print(re.I == 2, re.I < 3.5, re.M in {8}, {re.I: "x"}[2], hash(re.I) == hash(2), str(int(re.X)))


if __name__ == "__main__":
    main()
