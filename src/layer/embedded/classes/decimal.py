"""`decimal` for agent programs: `Decimal` as a subset class holding a sign, an int coefficient
and an int exponent (or a special value), computed under the current context's precision and
rounding (`decimal_context.py`), so both engines run one definition of decimal arithmetic."""

ROUND_DOWN = "ROUND_DOWN"
ROUND_HALF_UP = "ROUND_HALF_UP"
ROUND_HALF_EVEN = "ROUND_HALF_EVEN"
ROUND_CEILING = "ROUND_CEILING"
ROUND_FLOOR = "ROUND_FLOOR"
ROUND_UP = "ROUND_UP"
ROUND_HALF_DOWN = "ROUND_HALF_DOWN"
ROUND_05UP = "ROUND_05UP"
_ROUNDINGS = ("ROUND_DOWN", "ROUND_HALF_UP", "ROUND_HALF_EVEN", "ROUND_CEILING", "ROUND_FLOOR", "ROUND_UP", "ROUND_HALF_DOWN", "ROUND_05UP")

_EMAX = 999999
_EMIN = -999999
_HASH_MODULUS = 2305843009213693951
_HASH_10INV = 2075258708292324556
_HASH_INF = 314159
_DIGITS = "0123456789"


class DecimalException(ArithmeticError):
    pass


# The signals and the conditions under them, in CPython's hierarchy. A trapped condition
# raises its signal with the list of the conditions met as its argument
# (`InvalidOperation([<class 'decimal.ConversionSyntax'>])`).
class Clamped(DecimalException):
    pass


class InvalidOperation(DecimalException):
    pass


class ConversionSyntax(InvalidOperation):
    pass


class DivisionByZero(DecimalException, ZeroDivisionError):
    pass


class DivisionImpossible(InvalidOperation):
    pass


class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    pass


class Inexact(DecimalException):
    pass


class InvalidContext(InvalidOperation):
    pass


class Rounded(DecimalException):
    pass


class Subnormal(DecimalException):
    pass


class Overflow(Inexact, Rounded):
    pass


class Underflow(Inexact, Rounded, Subnormal):
    pass


class FloatOperation(DecimalException, TypeError):
    pass


def _signal(cls, condition=None):
    # The exception CPython raises for a trapped condition: the signal, holding the list of
    # the conditions met (the signal itself when it is its own condition).
    return cls([cls if condition is None else condition])


def _invalid(condition=None):
    return _signal(InvalidOperation, condition)


def _ndigits(coef):
    # The digits of `coef` >= 0, past the 4300 digits `str()` of an int allows.
    count = 0
    while coef >= 10**4000:
        coef = coef // 10**4000
        count = count + 4000
    return count + len(str(coef))


def _triple(sign, coef, exp):
    # A Decimal from its parts, without parsing (`exp` "F" for infinity, "n" for NaN, "N" for
    # sNaN).
    d = Decimal(0)
    d._set_parts(sign, coef, exp)
    return d


def _round_up(sign, kept, dropped, scale, rounding):
    # Whether `kept` (the coefficient left) rises by one when the digits `dropped`, out of
    # `scale` (a power of ten, or None when it is far past `dropped`), go under `rounding`.
    if dropped == 0:
        return False
    if rounding == ROUND_DOWN:
        return False
    if rounding == ROUND_UP:
        return True
    if rounding == ROUND_CEILING:
        return sign == 0
    if rounding == ROUND_FLOOR:
        return sign == 1
    if rounding == ROUND_05UP:
        return kept % 5 == 0
    if scale is None:
        return False
    twice = 2 * dropped
    if twice != scale:
        return twice > scale
    if rounding == ROUND_HALF_UP:
        return True
    if rounding == ROUND_HALF_DOWN:
        return False
    return kept % 2 == 1


def _drop_digits(sign, coef, count, rounding):
    # `coef` without its last `count` (> 0) digits, rounded.
    if count > _ndigits(coef):
        return 1 if _round_up(sign, 0, coef, None, rounding) else 0
    scale = 10**count
    kept, dropped = divmod(coef, scale)
    return kept + 1 if _round_up(sign, kept, dropped, scale, rounding) else kept


def _fixed(sign, coef, exp, rounding=None):
    # The finite number rounded to the context: its precision (and its rounding unless one is
    # given), exponents within Etiny..Emax, with CPython's Overflow.
    if coef == 0:
        return _triple(sign, 0, min(max(exp, _etiny()), _EMAX))
    prec = _prec()
    if rounding is None:
        rounding = getcontext().rounding
    exp_min = _ndigits(coef) + exp - prec
    if exp_min > _EMAX - prec + 1:
        raise _signal(Overflow)
    if exp_min < _etiny():
        exp_min = _etiny()
    if exp >= exp_min:
        return _triple(sign, coef, exp)
    coef = _drop_digits(sign, coef, exp_min - exp, rounding)
    if _ndigits(coef) > prec:
        coef = coef // 10
        exp_min = exp_min + 1
        if exp_min > _EMAX - prec + 1:
            raise _signal(Overflow)
    return _triple(sign, coef, exp_min)


def _rescaled(d, exp, rounding):
    # A finite `d` at exponent `exp`, rounded when digits go.
    if d._int == 0 or d._exp >= exp:
        return _triple(d._sign, d._int * 10 ** max(d._exp - exp, 0), exp)
    return _triple(d._sign, _drop_digits(d._sign, d._int, exp - d._exp, rounding), exp)


def _parse_digits(text):
    # The int of a run of ASCII digits; None when `text` is empty or holds anything else.
    if text == "":
        return None
    for c in text:
        if c not in _DIGITS:
            return None
    return int(text)


def _parse(text):
    # (sign, coefficient, exponent) of CPython's accepted strings: surrounding whitespace,
    # underscores anywhere, a sign, digits with a point, an exponent, `Inf`, `Infinity`,
    # `NaN` with a payload, `sNaN`.
    s = text.strip().replace("_", "")
    sign = 0
    if s[:1] in ("-", "+"):
        sign = 1 if s[0] == "-" else 0
        s = s[1:]
    lower = s.lower()
    if lower in ("inf", "infinity"):
        return sign, 0, "F"
    for prefix, kind in (("nan", "n"), ("snan", "N")):
        if lower.startswith(prefix):
            payload = s[len(prefix) :]
            if payload == "":
                return sign, 0, kind
            value = _parse_digits(payload)
            if value is None:
                raise _invalid(ConversionSyntax)
            return sign, value, kind
    mantissa, exp = s, 0
    for mark in ("e", "E"):
        if mark in mantissa:
            mantissa, _, exp_text = mantissa.partition(mark)
            exp_sign = 1
            if exp_text[:1] in ("-", "+"):
                exp_sign = -1 if exp_text[0] == "-" else 1
                exp_text = exp_text[1:]
            exp_value = _parse_digits(exp_text)
            if exp_value is None:
                raise _invalid(ConversionSyntax)
            exp = exp_sign * exp_value
            break
    whole, _, fraction = mantissa.partition(".")
    digits = whole + fraction
    coef = _parse_digits(digits)
    if coef is None:
        raise _invalid(ConversionSyntax)
    return sign, coef, exp - len(fraction)


def _from_float(x):
    if x != x:
        return _triple(0, 0, "n")
    sign = 1 if str(x)[0] == "-" else 0
    if x in (float("inf"), float("-inf")):
        return _triple(sign, 0, "F")
    n, d = abs(x).as_integer_ratio()
    k = d.bit_length() - 1
    return _triple(sign, n * 5**k, -k)


def _from_tuple(value):
    if len(value) != 3:
        raise ValueError("argument must be a sequence of length 3")
    sign, digits, exp = value[0], value[1], value[2]
    if not (isinstance(sign, int) and sign in (0, 1)):
        raise ValueError("sign must be an integer with the value 0 or 1")
    if exp == "F":
        return _triple(sign, 0, "F")
    coef = 0
    for digit in digits:
        if not (isinstance(digit, int) and 0 <= digit <= 9):
            raise ValueError("coefficient must be a tuple of digits")
        coef = coef * 10 + digit
    if exp in ("n", "N"):
        return _triple(sign, coef, exp)
    if not isinstance(exp, int):
        raise ValueError("exponent must be an integer")
    return _triple(sign, coef, exp)


def _operand(value):
    # A Decimal for an int or Decimal operand; None for anything else (float included).
    if isinstance(value, Decimal):
        return value
    if isinstance(value, int):
        return Decimal(value)
    return None


def _type_name(value):
    if isinstance(value, Decimal):
        return "decimal.Decimal"
    return "NoneType" if value is None else type(value).__name__


def _comparable(value):
    # As `_operand`, and floats compare by their exact value.
    if isinstance(value, float):
        return _from_float(value)
    return _operand(value)


def _compared(a, other):
    # `a` and `other` as two Decimals that compare as they do, or None when `other` is not a
    # number. A Fraction compares exactly, as CPython's does: `a` times its denominator against
    # its numerator (a special `a` as it is).
    if type(other).__name__ == "Fraction":
        if not a._is_special:
            a = _triple(a._sign, a._int * other.denominator, a._exp)
        return a, Decimal(other.numerator)
    b = _comparable(other)
    return None if b is None else (a, b)


def _nan_result(a, b):
    # The NaN an operation on `a` and `b` gives (a signalling one is InvalidOperation), or None.
    if (a._is_special and a._exp == "N") or (b._is_special and b._exp == "N"):
        raise _invalid()
    if a.is_nan():
        return a
    if b.is_nan():
        return b
    return None


class DecimalTuple:
    def __init__(self, sign, digits, exponent):
        self.sign = sign
        self.digits = digits
        self.exponent = exponent

    def __repr__(self):
        return f"DecimalTuple(sign={self.sign}, digits={self.digits!r}, exponent={self.exponent!r})"

    def __eq__(self, other):
        if isinstance(other, DecimalTuple):
            other = (other.sign, other.digits, other.exponent)
        return (self.sign, self.digits, self.exponent) == other

    def __hash__(self):
        return hash((self.sign, self.digits, self.exponent))

    def __iter__(self):
        return iter((self.sign, self.digits, self.exponent))

    def __getitem__(self, index):
        return (self.sign, self.digits, self.exponent)[index]

    def __len__(self):
        return 3


class Decimal:
    def __init__(self, value="0", context=None):
        _decimal_made()
        if isinstance(context, Context):
            # A conversion signals on the context it is given (`FloatOperation`, `InvalidOperation`).
            context._flags_unknown = True
        if isinstance(value, int):
            self._set_parts(1 if value < 0 else 0, abs(int(value)), 0)
            return
        if isinstance(value, Decimal):
            sign, coef, exp = value._sign, value._int, value._exp
        elif isinstance(value, str):
            sign, coef, exp = _parse(value)
        elif isinstance(value, float):
            d = _from_float(value)
            sign, coef, exp = d._sign, d._int, d._exp
        elif isinstance(value, (tuple, list)):
            d = _from_tuple(value)
            sign, coef, exp = d._sign, d._int, d._exp
        else:
            raise TypeError(f"conversion from {type(value).__name__} to Decimal is not supported")
        self._set_parts(sign, coef, exp)

    def _set_parts(self, sign, coef, exp):
        # What a Decimal holds, stored past `__setattr__`.
        super().__setattr__("_sign", sign)
        super().__setattr__("_int", coef)
        super().__setattr__("_exp", exp)
        super().__setattr__("_is_special", isinstance(exp, str))

    def __setattr__(self, name, value):
        # CPython's Decimal is immutable; a program's subclass may add attributes.
        if name in ("real", "imag"):
            raise AttributeError(f"attribute '{name}' of 'decimal.Decimal' objects is not writable")
        if type(self) is Decimal:
            if hasattr(Decimal, name):
                raise AttributeError(f"'decimal.Decimal' object attribute '{name}' is read-only")
            raise AttributeError(f"'decimal.Decimal' object has no attribute '{name}'")
        super().__setattr__(name, value)

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            return Decimal(f)
        if not isinstance(f, float):
            raise TypeError("argument must be int or float")
        return _from_float(f)

    def adjusted(self):
        if self._is_special:
            return 0
        return self._exp + _ndigits(self._int) - 1

    def as_tuple(self):
        if self._is_special and self._exp == "F":
            return DecimalTuple(self._sign, (0,), "F")
        digits = () if self._is_special and self._int == 0 else tuple(int(c) for c in str(self._int))
        return DecimalTuple(self._sign, digits, self._exp)

    def is_zero(self):
        return not self._is_special and self._int == 0

    def is_signed(self):
        return self._sign == 1

    def is_nan(self):
        return self._is_special and self._exp != "F"

    def is_snan(self):
        return self._is_special and self._exp == "N"

    def is_qnan(self):
        return self._is_special and self._exp == "n"

    def is_infinite(self):
        return self._is_special and self._exp == "F"

    def is_finite(self):
        return not self._is_special

    def copy_abs(self):
        return _triple(0, self._int, self._exp)

    def copy_negate(self):
        return _negated(self)

    def exp(self, context=None):
        return _in_context(context, lambda: _exp(self))

    def ln(self, context=None):
        return _in_context(context, lambda: _ln_or_log10(self, False))

    def log10(self, context=None):
        return _in_context(context, lambda: _ln_or_log10(self, True))

    def logb(self, context=None):
        return _in_context(context, lambda: _logb(self))

    def next_plus(self, context=None):
        return _in_context(context, lambda: _next_plus(self))

    def next_minus(self, context=None):
        return _in_context(context, lambda: _negated(_next_plus(_negated(self))))

    def next_toward(self, other, context=None):
        return _in_context(context, lambda: _next_toward(self, other))

    def remainder_near(self, other, context=None):
        return _in_context(context, lambda: _remainder_near(self, other))

    def to_eng_string(self, context=None):
        return _text(self, True)

    def compare(self, other, context=None):
        return _compare_method(self, other, False)

    def compare_signal(self, other, context=None):
        return _compare_method(self, other, True)

    def compare_total(self, other, context=None):
        return Decimal(_total_order(self, _method_operand(other)))

    def compare_total_mag(self, other, context=None):
        return Decimal(_total_order(self.copy_abs(), _method_operand(other).copy_abs()))

    def copy_sign(self, other, context=None):
        return _triple(_method_operand(other)._sign, self._int, self._exp)

    def max(self, other, context=None):
        return _in_context(context, lambda: _extreme(self, other, True, False))

    def min(self, other, context=None):
        return _in_context(context, lambda: _extreme(self, other, False, False))

    def max_mag(self, other, context=None):
        return _in_context(context, lambda: _extreme(self, other, True, True))

    def min_mag(self, other, context=None):
        return _in_context(context, lambda: _extreme(self, other, False, True))

    def same_quantum(self, other, context=None):
        return _same_quantum(self, other)

    def number_class(self, context=None):
        return _number_class(self)

    def is_normal(self, context=None):
        return _number_class(self)[1:] == "Normal"

    def is_subnormal(self, context=None):
        return _number_class(self)[1:] == "Subnormal"

    def is_canonical(self):
        return True

    def canonical(self):
        return self

    def conjugate(self):
        return self

    def radix(self):
        return Decimal(10)

    @property
    def real(self):
        return self

    @property
    def imag(self):
        return Decimal(0)

    def as_integer_ratio(self):
        return _integer_ratio(self)

    def fma(self, other, third, context=None):
        return _in_context(context, lambda: _fma(self, other, third))

    def to_integral_exact(self, rounding=None, context=None):
        return self.to_integral_value(rounding, context)

    def quantize(self, exp, rounding=None, context=None):
        if context is not None:
            return _in_context(context, lambda: self.quantize(exp, rounding))
        target = _operand(exp)
        if target is None:
            raise TypeError(f"conversion from {type(exp).__name__} to Decimal is not supported")
        rounding = _rounding(rounding)
        nan = _nan_result(self, target)
        if nan is not None:
            return nan
        if self._is_special or target._is_special:
            if self._is_special and target._is_special:
                return _triple(self._sign, 0, "F")
            raise _invalid()
        if not (_etiny() <= target._exp <= _EMAX):
            raise _invalid()
        if self._int == 0:
            return _fixed(self._sign, 0, target._exp)
        if self.adjusted() > _EMAX or self.adjusted() - target._exp + 1 > _prec():
            raise _invalid()
        ans = _rescaled(self, target._exp, rounding)
        if ans.adjusted() > _EMAX or _ndigits(ans._int) > _prec():
            raise _invalid()
        return ans

    def scaleb(self, other, context=None):
        if context is not None:
            return _in_context(context, lambda: self.scaleb(other))
        # `self` with `other` (an integral int or Decimal) added to its exponent, rounded to the
        # context.
        converted = _operand(other)
        if converted is None:
            raise TypeError(f"conversion from {type(other).__name__} to Decimal is not supported")
        other = converted
        nan = _nan_result(self, other)
        if nan is not None:
            return nan
        if other._exp != 0:
            raise _invalid()
        shift = -other._int if other._sign else other._int
        if not -2 * (_EMAX + _prec()) <= shift <= 2 * (_EMAX + _prec()):
            raise _invalid()
        if self._is_special:
            return self
        return _fixed(self._sign, self._int, self._exp + shift)

    def to_integral_value(self, rounding=None, context=None):
        if context is not None:
            return _in_context(context, lambda: self.to_integral_value(rounding))
        rounding = _rounding(rounding)
        if self._is_special:
            if self._exp == "N":
                raise _invalid()
            return self
        if self._exp >= 0:
            return self
        return _rescaled(self, 0, rounding)

    def to_integral(self, rounding=None, context=None):
        return self.to_integral_value(rounding, context)

    def normalize(self, context=None):
        if context is not None:
            return _in_context(context, lambda: self.normalize())
        if self._is_special:
            if self._exp == "N":
                raise _invalid()
            return self
        d = _fixed(self._sign, self._int, self._exp)
        if d._int == 0:
            return _triple(d._sign, 0, 0)
        coef, exp = d._int, d._exp
        while coef % 10 == 0 and exp < _EMAX:
            coef, exp = coef // 10, exp + 1
        return _triple(d._sign, coef, exp)

    def sqrt(self, context=None):
        return _in_context(context, lambda: _sqrt(self))

    def __repr__(self):
        return f"Decimal('{self}')"

    def __str__(self):
        return _text(self, False)

    def __format__(self, spec):
        if spec == "":
            return str(self)
        return _format(self, spec)

    def __add__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _add(self, o)

    def __radd__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _add(o, self)

    def __sub__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _subtract(self, o)

    def __rsub__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _subtract(o, self)

    def __mul__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _mul(self, o)

    def __rmul__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _mul(o, self)

    def __truediv__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _truediv(self, o)

    def __rtruediv__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _truediv(o, self)

    def __floordiv__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _floordiv(self, o)

    def __rfloordiv__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _floordiv(o, self)

    def __mod__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _mod(self, o)

    def __rmod__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _mod(o, self)

    def __divmod__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _divmod(self, o)

    def __rdivmod__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _divmod(o, self)

    def __pow__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _power(self, o)

    def __rpow__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else _power(o, self)

    def __neg__(self):
        if self._is_special:
            return self if self.is_nan() else _negated(self)
        if self._int == 0:
            return _fixed(0, 0, self._exp)
        return _fixed(1 - self._sign, self._int, self._exp)

    def __pos__(self):
        if self._is_special:
            return self
        if self._int == 0:
            return _fixed(0, 0, self._exp)
        return _fixed(self._sign, self._int, self._exp)

    def __abs__(self):
        if self._is_special:
            return self if self.is_nan() else _triple(0, 0, "F")
        return _fixed(0, self._int, self._exp)

    def __int__(self):
        if self._is_special:
            if self.is_nan():
                raise ValueError("cannot convert NaN to integer")
            raise OverflowError("cannot convert Infinity to integer")
        if self._exp >= 0:
            v = self._int * 10**self._exp
        else:
            v = self._int // 10 ** -self._exp
        return -v if self._sign else v

    def __float__(self):
        if self.is_nan():
            if self._exp == "N":
                raise ValueError("cannot convert signaling NaN to float")
            return float("-nan") if self._sign else float("nan")
        return float(str(self))

    def __floor__(self):
        return int(self._integral(ROUND_FLOOR))

    def __ceil__(self):
        return int(self._integral(ROUND_CEILING))

    def __trunc__(self):
        return int(self)

    def _integral(self, rounding):
        # What `math.floor`/`math.ceil` convert: the value rounded to an integral Decimal.
        if self._is_special:
            return self
        return _rescaled(self, 0, rounding) if self._exp < 0 else self

    def __round__(self, n=None):
        if n is not None:
            if not isinstance(n, int):
                raise TypeError("optional arg must be an integer")
            return self.quantize(_triple(0, 1, -n))
        return int(_rescaled(self, 0, ROUND_HALF_EVEN) if not self._is_special else self)

    def __bool__(self):
        return self._is_special or self._int != 0

    def __eq__(self, other):
        pair = _compared(self, other)
        if pair is None:
            return NotImplemented
        a, o = pair
        if a.is_nan() or o.is_nan():
            return False
        return _compare(a, o) == 0

    def __ne__(self, other):
        pair = _compared(self, other)
        if pair is None:
            return NotImplemented
        a, o = pair
        if a.is_nan() or o.is_nan():
            return True
        return _compare(a, o) != 0

    def __lt__(self, other):
        c = _ordered(self, other)
        return NotImplemented if c is None else c < 0

    def __le__(self, other):
        c = _ordered(self, other)
        return NotImplemented if c is None else c <= 0

    def __gt__(self, other):
        c = _ordered(self, other)
        return NotImplemented if c is None else c > 0

    def __ge__(self, other):
        c = _ordered(self, other)
        return NotImplemented if c is None else c >= 0

    def __hash__(self):
        # CPython's: equal ints, floats and Decimals hash alike.
        if self._is_special:
            if self._exp == "N":
                raise TypeError("Cannot hash a signaling NaN value.")
            if self._exp == "n":
                return 0
            return -_HASH_INF if self._sign else _HASH_INF
        if self._exp >= 0:
            scale = pow(10, self._exp, _HASH_MODULUS)
        else:
            scale = pow(_HASH_10INV, -self._exp, _HASH_MODULUS)
        h = self._int * scale % _HASH_MODULUS
        h = -h if self._sign else h
        return -2 if h == -1 else h


def _subtract(a, b):
    nan = _nan_result(a, b)
    if nan is not None:
        return nan
    return _add(a, _negated(b))


def _rounding(rounding):
    if rounding is None:
        return getcontext().rounding
    if rounding not in _ROUNDINGS:
        raise TypeError("valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]")
    return rounding
