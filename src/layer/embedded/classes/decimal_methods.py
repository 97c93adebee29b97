# `Decimal`'s comparison, sign, classification, neighbour and conversion methods (`compare`,
# `max`, `copy_sign`, `number_class`, `next_plus`, `remainder_near`, `as_integer_ratio`,
# `to_eng_string`, `fma`, `sqrt`, ...), which the class delegates to; read as one module with
# `decimal.py`.


def _method_operand(value):
    # An int or Decimal argument of a method as a Decimal; anything else is CPython's TypeError.
    converted = _operand(value)
    if converted is None:
        raise TypeError(f"conversion from {type(value).__name__} to Decimal is not supported")
    return converted


def _nan_kind(d):
    # 0 for a number, 1 for a quiet NaN, 2 for a signalling one (CPython's `_isnan`).
    if not d._is_special or d._exp == "F":
        return 0
    return 2 if d._exp == "N" else 1


def _text(d, eng):
    # `str()` (scientific) or `to_eng_string()` (an exponent a multiple of three).
    sign = "-" if d._sign else ""
    if d._is_special:
        if d._exp == "F":
            return sign + "Infinity"
        payload = str(d._int) if d._int else ""
        return sign + ("NaN" if d._exp == "n" else "sNaN") + payload
    digits = str(d._int)
    leftdigits = d._exp + len(digits)
    if d._exp <= 0 and leftdigits > -6:
        dotplace = leftdigits
    elif not eng:
        dotplace = 1
    elif d._int == 0:
        dotplace = (leftdigits + 1) % 3 - 1
    else:
        dotplace = (leftdigits - 1) % 3 + 1
    if dotplace <= 0:
        body = "0." + "0" * -dotplace + digits
    elif dotplace >= len(digits):
        body = digits + "0" * (dotplace - len(digits))
    else:
        body = digits[:dotplace] + "." + digits[dotplace:]
    exp = leftdigits - dotplace
    if exp == 0:
        return sign + body
    return sign + body + "E" + ("+" if exp > 0 else "-") + str(abs(exp))


def _compare_method(a, other, signal):
    # `compare` (a NaN operand gives a NaN) and `compare_signal` (any NaN is invalid).
    b = _method_operand(other)
    if signal and (a.is_nan() or b.is_nan()):
        raise _invalid()
    nan = _nan_result(a, b)
    if nan is not None:
        return nan
    return Decimal(_compare(a, b))


def _total_order(a, b):
    # -1, 0 or 1: CPython's `compare_total`, which orders signs, NaNs and exponents too.
    if a._sign != b._sign:
        return -1 if a._sign else 1
    flip = -1 if a._sign else 1
    na, nb = _nan_kind(a), _nan_kind(b)
    if na or nb:
        if na == nb:
            ka = (0 if a._int == 0 else len(str(a._int)), a._int)
            kb = (0 if b._int == 0 else len(str(b._int)), b._int)
            if ka == kb:
                return 0
            return flip * (-1 if ka < kb else 1)
        # Numbers below quiet NaNs below signalling ones (for a positive sign).
        rank_a = {0: 0, 2: 1, 1: 2}[na]
        rank_b = {0: 0, 2: 1, 1: 2}[nb]
        return flip * (-1 if rank_a < rank_b else 1)
    c = _compare(a, b)
    if c != 0:
        return c
    if a._is_special or a._exp == b._exp:
        return 0
    return flip * (-1 if a._exp < b._exp else 1)


def _rounded_copy(d):
    # `d` rounded to the context, as CPython's `_fix` (specials as they are).
    if d._is_special:
        return d
    return _fixed(d._sign, d._int, d._exp)


def _extreme(a, other, larger, by_magnitude):
    # `max`/`min` (and `max_mag`/`min_mag`): a quiet NaN loses to a number; ties are broken
    # by the total order.
    b = _method_operand(other)
    na, nb = _nan_kind(a), _nan_kind(b)
    if na or nb:
        if nb == 1 and na == 0:
            return _rounded_copy(a)
        if na == 1 and nb == 0:
            return _rounded_copy(b)
        return _nan_result(a, b)
    x, y = (a.copy_abs(), b.copy_abs()) if by_magnitude else (a, b)
    c = _compare(x, y)
    if c == 0:
        c = _total_order(a, b)
    if larger:
        return _rounded_copy(b if c == -1 else a)
    return _rounded_copy(a if c == -1 else b)


def _number_class(d):
    if d._is_special:
        if d._exp == "N":
            return "sNaN"
        if d._exp == "n":
            return "NaN"
        return "-Infinity" if d._sign else "+Infinity"
    sign = "-" if d._sign else "+"
    if d._int == 0:
        return sign + "Zero"
    if d.adjusted() < _EMIN:
        return sign + "Subnormal"
    return sign + "Normal"


def _integer_ratio(d):
    if d._is_special:
        if d.is_nan():
            raise ValueError("cannot convert NaN to integer ratio")
        raise OverflowError("cannot convert Infinity to integer ratio")
    if not d._int:
        # A zero is 0/1 whatever its exponent (`1 / Decimal('inf')` is `0E-1000026`).
        return 0, 1
    if d._exp >= 0:
        n, den = d._int * 10**d._exp, 1
    else:
        n, den = d._int, 10**-d._exp
        a, b = n, den
        while b:
            a, b = b, a % b
        if a > 1:
            n, den = n // a, den // a
    return (-n if d._sign else n), den


def _fma(a, other, third):
    # `a * other + third` with one rounding, at the end.
    b = _method_operand(other)
    c = _method_operand(third)
    if a._is_special or b._is_special:
        nan = _nan_result(a, b)
        if nan is not None:
            return _add(nan, c)
        if (a._is_special and b._int == 0 and not b._is_special) or (b._is_special and a._int == 0 and not a._is_special):
            raise _invalid()
        return _add(_triple(a._sign ^ b._sign, 0, "F"), c)
    return _add(_triple(a._sign ^ b._sign, a._int * b._int, a._exp + b._exp), c)


def _same_quantum(a, other):
    b = _method_operand(other)
    if a._is_special or b._is_special:
        return (a.is_nan() and b.is_nan()) or (a.is_infinite() and b.is_infinite())
    return a._exp == b._exp


def _sqrt(d):
    # The square root, correctly rounded to the context (CPython's algorithm).
    if d._is_special:
        if d._exp == "N" or (d._exp == "F" and d._sign):
            raise _invalid()
        return d
    if d._int == 0:
        return _fixed(d._sign, 0, d._exp // 2)
    if d._sign:
        raise _invalid()
    # CPython's: an integer square root at one more digit than the context keeps, a last
    # digit nudged off 0 and 5 when inexact, then rounded half to even.
    prec = _prec() + 1
    length = _ndigits(d._int)
    e = d._exp // 2
    if d._exp % 2 == 1:
        c, half = d._int * 10, length // 2 + 1
    else:
        c, half = d._int, (length + 1) // 2
    shift = prec - half
    if shift >= 0:
        c, exact = c * 100**shift, True
    else:
        c, rest = divmod(c, 100**-shift)
        exact = rest == 0
    e = e - shift
    n = 10**prec
    while True:
        q = c // n
        if n <= q:
            break
        n = (n + q) // 2
    exact = exact and n * n == c
    if exact:
        if shift >= 0:
            n = n // 10**shift
        else:
            n = n * 10**-shift
        e = e + shift
    elif n % 5 == 0:
        n = n + 1
    return _fixed(0, n, e)


def _logb(d):
    # The exponent of the most significant digit, as a Decimal.
    if d._is_special:
        nan = _nan_result(d, d)
        if nan is not None:
            return nan
        return _triple(0, 0, "F")
    if d._int == 0:
        raise _signal(DivisionByZero)
    return _fixed(0 if d.adjusted() >= 0 else 1, abs(d.adjusted()), 0)


def _next_plus(d):
    # The smallest representable number above `d` (CPython ignores the flags it would raise).
    if d._is_special:
        nan = _nan_result(d, d)
        if nan is not None:
            return nan
        if d._sign:
            return _triple(1, 10 ** _prec() - 1, _EMAX - _prec() + 1)
        return d
    prec = _prec()
    if d._int == 0:
        return _triple(0, 1, _etiny())
    if _ndigits(d._int) > prec or d._exp < _etiny():
        up = _fixed(d._sign, d._int, d._exp, ROUND_CEILING)
        if _compare(up, d) != 0:
            return up
    adj = d.adjusted()
    if not d._sign:
        ulp = max(adj - prec + 1, _etiny())
        if d._exp > ulp:
            coef = d._int * 10 ** (d._exp - ulp) + 1
        else:
            coef = d._int + 10 ** (ulp - d._exp)
            ulp = d._exp
        if _ndigits(coef) + ulp - 1 > _EMAX:
            return _triple(0, 0, "F")
        return _fixed(0, coef, ulp, ROUND_DOWN)
    # A negative value moves toward zero; below a power of ten the step is ten times smaller.
    power_of_ten = d._int == 10 ** (_ndigits(d._int) - 1)
    ulp = max(adj - prec + (0 if power_of_ten else 1), _etiny())
    if d._exp > ulp:
        coef = d._int * 10 ** (d._exp - ulp) - 1
    else:
        coef = d._int - 10 ** (ulp - d._exp)
        ulp = d._exp
    return _fixed(1, coef, ulp)


def _next_toward(d, other):
    o = _method_operand(other)
    nan = _nan_result(d, o)
    if nan is not None:
        return nan
    c = _compare(d, o)
    if c == 0:
        return _triple(o._sign, d._int, d._exp)
    ans = _next_plus(d) if c < 0 else _negated(_next_plus(_negated(d)))
    if ans.is_infinite():
        raise _signal(Overflow)
    return ans


def _remainder_near(d, other):
    # `d - n * other`, `n` the integer nearest `d / other` (ties to even), exact.
    o = _method_operand(other)
    nan = _nan_result(d, o)
    if nan is not None:
        return nan
    if d.is_infinite():
        raise _invalid()
    if o._int == 0 and not o._is_special:
        if d._int == 0:
            raise _invalid(DivisionUndefined)
        raise _invalid()
    if o.is_infinite():
        return _fixed(d._sign, d._int, d._exp)
    ideal = min(d._exp, o._exp)
    if d._int == 0:
        return _fixed(d._sign, 0, ideal)
    expdiff = d.adjusted() - o.adjusted()
    if expdiff >= _prec() + 1:
        raise _invalid(DivisionImpossible)
    if expdiff <= -2:
        return _fixed(d._sign, d._int * 10 ** (d._exp - ideal), ideal)
    a = d._int * 10 ** (d._exp - ideal)
    b = o._int * 10 ** (o._exp - ideal)
    q, r = divmod(a, b)
    if 2 * r + (q & 1) > b:
        r = r - b
        q = q + 1
    if q >= 10 ** _prec():
        raise _invalid(DivisionImpossible)
    sign = d._sign
    if r < 0:
        sign = 1 - sign
        r = -r
    return _fixed(sign, r, ideal)
