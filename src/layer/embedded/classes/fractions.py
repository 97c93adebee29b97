"""`fractions` for agent programs: `Fraction` as a subset class on integers, so both engines
run one definition of exact rational arithmetic."""

_HASH_MODULUS = 2305843009213693951
_HASH_INF = 314159
_DIGITS = "0123456789"


def _gcd(a, b):
    a, b = abs(a), abs(b)
    while b:
        a, b = b, a % b
    return a


def _is_rational(value):
    return isinstance(value, (int, Fraction))


def _digits(text, whole):
    # The int of `text`: digits with single underscores between them (`1_000`); None when it
    # is not one (`whole` requires at least one digit).
    if text == "":
        return None if whole else 0
    if text[0] == "_" or text[-1] == "_" or "__" in text:
        return None
    for c in text:
        if c not in _DIGITS and c != "_":
            return None
    return int(text.replace("_", ""))


def _parse(text):
    # (numerator, denominator) of CPython's accepted forms: `3/4`, `-1.25`, `2e-3`, ` 7 `.
    bad = ValueError(f"Invalid literal for Fraction: {text!r}")
    s = text.strip()
    sign = 1
    if s[:1] in ("-", "+"):
        sign = -1 if s[0] == "-" else 1
        s = s[1:]
    if "/" in s:
        num_text, _, den_text = s.partition("/")
        num, den = _digits(num_text, True), _digits(den_text, True)
        if num is None or den is None:
            raise bad
        return sign * num, den
    mantissa, exp = s, 0
    for mark in ("e", "E"):
        if mark in mantissa:
            mantissa, _, exp_text = mantissa.partition(mark)
            exp_sign = 1
            if exp_text[:1] in ("-", "+"):
                exp_sign = -1 if exp_text[0] == "-" else 1
                exp_text = exp_text[1:]
            exp_value = _digits(exp_text, True)
            if exp_value is None:
                raise bad
            exp = exp_sign * exp_value
            break
    whole_text, point, decimals = mantissa.partition(".")
    if whole_text == "" and decimals == "":
        raise bad
    whole, part = _digits(whole_text, False), _digits(decimals, False)
    if whole is None or part is None or (point and decimals == "" and whole_text == ""):
        raise bad
    places = len(decimals.replace("_", ""))
    num, den = whole * 10**places + part, 10**places
    if exp >= 0:
        num = num * 10**exp
    else:
        den = den * 10**-exp
    return sign * num, den


def _float_ratio(x):
    if x != x:
        raise ValueError("cannot convert NaN to integer ratio")
    if x in (float("inf"), float("-inf")):
        raise OverflowError("cannot convert Infinity to integer ratio")
    return x.as_integer_ratio()


def _is_decimal(x):
    return type(x).__name__ == "Decimal" and type(x).__module__ == "decimal"


def _decimal_ratio(x):
    # A Decimal's exact value, read back from its text (`1.50E-2` is 3/200), with CPython's
    # errors for the values that have no ratio.
    text = str(x)
    if "NaN" in text:
        raise ValueError("cannot convert NaN to integer ratio")
    if "Infinity" in text:
        raise OverflowError("cannot convert Infinity to integer ratio")
    return _parse(text)


class Fraction:
    # As CPython's: an instance has its two numbers and nothing else (`f.x = 1` is an
    # `AttributeError`), a subclass's may have more.
    __slots__ = ("_n", "_d")

    def __init__(self, numerator=0, denominator=None):
        if denominator is None:
            if isinstance(numerator, int):
                n, d = int(numerator), 1
            elif isinstance(numerator, Fraction):
                n, d = numerator._n, numerator._d
            elif isinstance(numerator, float):
                n, d = _float_ratio(numerator)
            elif isinstance(numerator, str):
                n, d = _parse(numerator)
            elif _is_decimal(numerator):
                n, d = _decimal_ratio(numerator)
            else:
                raise TypeError("argument should be a string or a Rational instance")
        elif _is_rational(numerator) and _is_rational(denominator):
            a, b = Fraction(numerator), Fraction(denominator)
            n, d = a._n * b._d, a._d * b._n
        else:
            raise TypeError("both arguments should be Rational instances")
        if d == 0:
            raise ZeroDivisionError(f"Fraction({n}, 0)")
        g = _gcd(n, d)
        if d < 0:
            g = -g
        self._n = int(n) // g
        self._d = int(d) // g

    @classmethod
    def from_float(cls, x):
        if isinstance(x, int):
            return Fraction(x)
        if not isinstance(x, float):
            raise TypeError(f"Fraction.from_float() only takes floats, not {x!r} ({type(x).__name__})")
        return Fraction(x)

    @classmethod
    def from_decimal(cls, dec):
        if isinstance(dec, int):
            return cls(int(dec))
        if not _is_decimal(dec):
            raise TypeError(f"{cls.__name__}.from_decimal() only takes Decimals, not {dec!r} ({type(dec).__name__})")
        return cls(*_decimal_ratio(dec))

    @property
    def numerator(self):
        return self._n

    @property
    def denominator(self):
        return self._d

    # `numbers`' complex-number view of a rational, as CPython's: `real` and `conjugate()` are
    # `+self` (a new `Fraction`, also of a subclass's instance), `imag` the int 0.
    @property
    def real(self):
        return +self

    @property
    def imag(self):
        return 0

    def conjugate(self):
        return +self

    def as_integer_ratio(self):
        return (self._n, self._d)

    def limit_denominator(self, max_denominator=1000000):
        # The closest fraction with a denominator at most `max_denominator` (continued fractions,
        # the nearer of the last two convergents, the larger bound on a tie).
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._d <= max_denominator:
            return Fraction(self)
        p0, q0, p1, q1 = 0, 1, 1, 0
        n, d = self._n, self._d
        while True:
            a = n // d
            q2 = q0 + a * q1
            if q2 > max_denominator:
                break
            p0, q0, p1, q1 = p1, q1, p0 + a * p1, q2
            n, d = d, n - a * d
        k = (max_denominator - q0) // q1
        if 2 * d * (q0 + k * q1) <= self._d:
            return Fraction(p1, q1)
        return Fraction(p0 + k * p1, q0 + k * q1)

    def __repr__(self):
        return f"{type(self).__name__}({self._n}, {self._d})"

    def __str__(self):
        if self._d == 1:
            return str(self._n)
        return f"{self._n}/{self._d}"

    def __add__(self, other):
        if _is_rational(other):
            o = Fraction(other)
            return Fraction(self._n * o._d + o._n * self._d, self._d * o._d)
        if isinstance(other, float):
            return float(self) + other
        if isinstance(other, complex):
            return complex(float(self)) + other
        return NotImplemented

    def __radd__(self, other):
        if _is_rational(other):
            return Fraction(other) + self
        if isinstance(other, float):
            return other + float(self)
        if isinstance(other, complex):
            return other + complex(float(self))
        return NotImplemented

    def __sub__(self, other):
        if _is_rational(other):
            return self + -Fraction(other)
        if isinstance(other, float):
            return float(self) - other
        if isinstance(other, complex):
            return complex(float(self)) - other
        return NotImplemented

    def __rsub__(self, other):
        if _is_rational(other):
            return Fraction(other) - self
        if isinstance(other, float):
            return other - float(self)
        if isinstance(other, complex):
            return other - complex(float(self))
        return NotImplemented

    def __mul__(self, other):
        if _is_rational(other):
            o = Fraction(other)
            return Fraction(self._n * o._n, self._d * o._d)
        if isinstance(other, float):
            return float(self) * other
        if isinstance(other, complex):
            return complex(float(self)) * other
        return NotImplemented

    def __rmul__(self, other):
        if _is_rational(other):
            return Fraction(other) * self
        if isinstance(other, float):
            return other * float(self)
        if isinstance(other, complex):
            return other * complex(float(self))
        return NotImplemented

    def __truediv__(self, other):
        if _is_rational(other):
            o = Fraction(other)
            return Fraction(self._n * o._d, self._d * o._n)
        if isinstance(other, float):
            return float(self) / other
        if isinstance(other, complex):
            return complex(float(self)) / other
        return NotImplemented

    def __rtruediv__(self, other):
        if _is_rational(other):
            return Fraction(other) / self
        if isinstance(other, float):
            return other / float(self)
        if isinstance(other, complex):
            return other / complex(float(self))
        return NotImplemented

    def __floordiv__(self, other):
        if _is_rational(other):
            o = Fraction(other)
            return (self._n * o._d) // (self._d * o._n)
        if isinstance(other, float):
            return float(self) // other
        if isinstance(other, complex):
            return complex(float(self)) // other
        return NotImplemented

    def __rfloordiv__(self, other):
        if _is_rational(other):
            return Fraction(other) // self
        if isinstance(other, float):
            return other // float(self)
        if isinstance(other, complex):
            return other // complex(float(self))
        return NotImplemented

    def __mod__(self, other):
        if _is_rational(other):
            o = Fraction(other)
            return Fraction((self._n * o._d) % (o._n * self._d), self._d * o._d)
        if isinstance(other, float):
            return float(self) % other
        if isinstance(other, complex):
            return complex(float(self)) % other
        return NotImplemented

    def __rmod__(self, other):
        if _is_rational(other):
            return Fraction(other) % self
        if isinstance(other, float):
            return other % float(self)
        if isinstance(other, complex):
            return other % complex(float(self))
        return NotImplemented

    def __divmod__(self, other):
        if _is_rational(other):
            return (self // other, self % other)
        if isinstance(other, float):
            return divmod(float(self), other)
        if isinstance(other, complex):
            return divmod(complex(float(self)), other)
        return NotImplemented

    def __rdivmod__(self, other):
        if _is_rational(other):
            return divmod(Fraction(other), self)
        if isinstance(other, float):
            return divmod(other, float(self))
        if isinstance(other, complex):
            return divmod(other, complex(float(self)))
        return NotImplemented

    def __pow__(self, other):
        if isinstance(other, Fraction) and other._d == 1:
            other = other._n
        if isinstance(other, int):
            if other >= 0:
                return Fraction(self._n**other, self._d**other)
            if self._n == 0:
                raise ZeroDivisionError(f"Fraction({self._d ** -other}, 0)")
            return Fraction(self._d**-other, self._n**-other)
        if isinstance(other, Fraction):
            return float(self) ** float(other)
        # CPython's: whatever `float ** other` gives, its TypeError naming `float` included.
        return float(self) ** other

    def __rpow__(self, other):
        if self._d == 1 and self._n >= 0:
            return other**self._n
        if _is_rational(other):
            return Fraction(other) ** self
        if self._d == 1:
            return other**self._n
        return other ** float(self)

    def __neg__(self):
        return Fraction(-self._n, self._d)

    def __pos__(self):
        return Fraction(self._n, self._d)

    def __abs__(self):
        return Fraction(abs(self._n), self._d)

    def __int__(self):
        if self._n < 0:
            return -(-self._n // self._d)
        return self._n // self._d

    def __float__(self):
        return self._n / self._d

    def __floor__(self):
        return self._n // self._d

    def __ceil__(self):
        return -(-self._n // self._d)

    def __trunc__(self):
        return int(self)

    def __round__(self, ndigits=None):
        # Half to even: an int without `ndigits`, else a Fraction at that many places.
        if ndigits is None:
            floor, remainder = divmod(self._n, self._d)
            if remainder * 2 < self._d:
                return floor
            if remainder * 2 > self._d:
                return floor + 1
            return floor if floor % 2 == 0 else floor + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __bool__(self):
        return self._n != 0

    def _compared(self, other, op):
        # `self op other` for a rational or float `other`; NotImplemented for anything else.
        if isinstance(other, float):
            if other != other:
                return False
            if other in (float("inf"), float("-inf")):
                left, right = 0, other
            else:
                o = Fraction(other)
                left, right = self._n * o._d, o._n * self._d
        elif _is_rational(other):
            o = Fraction(other)
            left, right = self._n * o._d, o._n * self._d
        else:
            return NotImplemented
        if op == "<":
            return left < right
        if op == "<=":
            return left <= right
        if op == ">":
            return left > right
        return left >= right

    def __lt__(self, other):
        return self._compared(other, "<")

    def __le__(self, other):
        return self._compared(other, "<=")

    def __gt__(self, other):
        return self._compared(other, ">")

    def __ge__(self, other):
        return self._compared(other, ">=")

    def __eq__(self, other):
        if isinstance(other, float):
            if other != other or other in (float("inf"), float("-inf")):
                return False
            return self == Fraction(other)
        if _is_rational(other):
            o = Fraction(other)
            return self._n == o._n and self._d == o._d
        return NotImplemented

    def __hash__(self):
        # CPython's: equal ints, floats and fractions hash alike.
        if self._d % _HASH_MODULUS == 0:
            h = _HASH_INF
        else:
            h = hash(hash(abs(self._n)) * pow(self._d, -1, _HASH_MODULUS))
        h = h if self._n >= 0 else -h
        return -2 if h == -1 else h
