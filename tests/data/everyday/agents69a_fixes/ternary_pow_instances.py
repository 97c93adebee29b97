"""Modular power through a class's `__pow__(exp, mod)`, and what CPython refuses around it."""
from fractions import Fraction
from datetime import timedelta


class ModInt:
    """An integer modulo a fixed prime, as an agent writes for a checksum."""

    P = 97

    def __init__(self, v):
        self.v = v % self.P

    def __pow__(self, exp, mod=None):
        if mod is None:
            return ModInt(pow(self.v, exp, self.P))
        return ModInt(pow(self.v, exp, mod))

    def __rpow__(self, base):
        return ("rpow", base)

    def __repr__(self):
        return f"ModInt({self.v})"


class Declines:
    def __pow__(self, exp, mod=None):
        return NotImplemented


class TwoArgs:
    def __pow__(self, exp):
        return exp


class Bare:
    pass


def main():
    print(pow(ModInt(5), 3), pow(ModInt(5), 3, 7), pow(ModInt(5), 3, None), ModInt(3) ** 4)
    print(pow(2, ModInt(1)), pow(3, 4, 5), pow(3, -1, 7))
    cases = [(Declines(), 2, 5), (TwoArgs(), 2, 5), (Bare(), 2, 5), (2, ModInt(1), 5), (2, 3, ModInt(1)),
             (2.0, ModInt(1), 5), (2, 3.0, ModInt(1)), (Fraction(2), 3, 5), (timedelta(1), 2, 3)]
    for base, exp, mod in cases:
        try:
            print(pow(base, exp, mod))
        except (TypeError, ValueError) as exc:
            print(type(exc).__name__ + ":", exc)
    checksum = ModInt(1)
    for ch in "clauz3":
        checksum = ModInt(checksum.v * 31 + pow(ModInt(ord(ch)), 2, 89).v)
    return checksum


if __name__ == "__main__":
    main()
