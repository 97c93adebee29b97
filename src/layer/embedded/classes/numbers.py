"""`numbers` for agent programs: the numeric tower's abstract base classes, for `isinstance`
and `issubclass`. Which values are instances of each is answered by the evaluator
(`sema/number_tower.rs`), as CPython's registrations say: `int` and `bool` are `Integral`,
`float` is `Real`, `complex` is `Complex`, `Fraction` is `Rational` and `Decimal` is only a
`Number`. Making one, deriving a class from one (whose abstract methods CPython checks) and
registering a virtual subclass are not modelled."""


class Number:
    @classmethod
    def register(cls, subclass):
        _unmodelled(f"`{cls.__name__}.register` (a virtual subclass of a `numbers` class)")


class Complex(Number):
    pass


class Real(Complex):
    pass


class Rational(Real):
    pass


class Integral(Rational):
    pass
