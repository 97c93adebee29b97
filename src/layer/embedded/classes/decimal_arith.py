# `decimal`'s arithmetic on the parts of finite and special values, under the default
# context; read as one module with `decimal.py`.


def _signed_value(d, exp):
    # The coefficient of the finite `d` at the smaller exponent `exp`, with its sign.
    v = d._int * 10 ** (d._exp - exp)
    return -v if d._sign else v


def _add(a, b):
    nan = _nan_result(a, b)
    if nan is not None:
        return nan
    if a._is_special:
        if b._is_special and a._sign != b._sign:
            raise _invalid()
        return _triple(a._sign, 0, "F")
    if b._is_special:
        return _triple(b._sign, 0, "F")
    exp = min(a._exp, b._exp)
    if a._int == 0 and b._int == 0:
        return _fixed(a._sign & b._sign, 0, exp)
    if a._int == 0 or b._int == 0:
        other = b if a._int == 0 else a
        exp = max(exp, other._exp - _prec() - 1)
        return _fixed(other._sign, other._int * 10 ** (other._exp - exp), exp)
    # An operand far below the other's last kept digit only decides rounding: it stands in as a
    # single digit just below that window (CPython's `_normalize`).
    big, small = (a, b) if a._exp >= b._exp else (b, a)
    floor = big._exp + min(-1, _ndigits(big._int) - _prec() - 2)
    if _ndigits(small._int) + small._exp - 1 < floor:
        small = _triple(small._sign, 1, floor)
        exp = floor
    total = _signed_value(big, exp) + _signed_value(small, exp)
    if total == 0:
        return _fixed(0, 0, exp)
    return _fixed(1 if total < 0 else 0, abs(total), exp)


def _negated(d):
    return _triple(1 - d._sign, d._int, d._exp)


def _mul(a, b):
    nan = _nan_result(a, b)
    if nan is not None:
        return nan
    sign = a._sign ^ b._sign
    if a._is_special or b._is_special:
        if a.is_zero() or b.is_zero():
            raise _invalid()
        return _triple(sign, 0, "F")
    return _fixed(sign, a._int * b._int, a._exp + b._exp)


def _zero_divisor(a):
    if a.is_zero():
        return _invalid(DivisionUndefined)
    return _signal(DivisionByZero)


def _quotient_special(a, b, exp_over_infinity):
    # What `a / b` and `a // b` give when an operand is NaN or infinite (a finite number over
    # an infinity is a zero at `exp_over_infinity`), or raise for a zero divisor; None when
    # both are finite and `b` is not zero.
    nan = _nan_result(a, b)
    if nan is not None:
        return nan
    sign = a._sign ^ b._sign
    if a._is_special:
        if b._is_special:
            raise _invalid()
        return _triple(sign, 0, "F")
    if b._is_special:
        return _triple(sign, 0, exp_over_infinity)
    if b._int == 0:
        raise _zero_divisor(a)
    return None


def _truediv(a, b):
    special = _quotient_special(a, b, _etiny())
    if special is not None:
        return special
    sign = a._sign ^ b._sign
    ideal = a._exp - b._exp
    if a._int == 0:
        return _fixed(sign, 0, ideal)
    shift = _ndigits(b._int) - _ndigits(a._int) + _prec() + 1
    exp = ideal - shift
    if shift >= 0:
        coef, rest = divmod(a._int * 10**shift, b._int)
    else:
        coef, rest = divmod(a._int, b._int * 10**-shift)
    if rest:
        # A last digit 0 or 5 would read as exact to the rounding: nudge it.
        if coef % 5 == 0:
            coef = coef + 1
    else:
        while exp < ideal and coef % 10 == 0:
            coef = coef // 10
            exp = exp + 1
    return _fixed(sign, coef, exp)


def _divide(a, b):
    # (integer quotient truncated toward zero, remainder with `a`'s sign) of finite operands,
    # `b` nonzero.
    sign = a._sign ^ b._sign
    ideal = min(a._exp, b._exp)
    expdiff = a.adjusted() - b.adjusted()
    if a._int == 0 or expdiff <= -2:
        return _triple(sign, 0, 0), _rescaled(a, ideal, ROUND_HALF_EVEN)
    if expdiff <= _prec():
        c1, c2 = a._int, b._int
        if a._exp >= b._exp:
            c1 = c1 * 10 ** (a._exp - b._exp)
        else:
            c2 = c2 * 10 ** (b._exp - a._exp)
        q, r = divmod(c1, c2)
        if q < 10**_prec():
            return _triple(sign, q, 0), _triple(a._sign, r, ideal)
    raise _invalid(DivisionImpossible)


def _floordiv(a, b):
    special = _quotient_special(a, b, 0)
    if special is not None:
        return special
    return _divide(a, b)[0]


def _mod(a, b):
    nan = _nan_result(a, b)
    if nan is not None:
        return nan
    if a._is_special:
        raise _invalid()
    if b._is_special:
        return _fixed(a._sign, a._int, a._exp)
    if b._int == 0:
        raise _invalid(DivisionUndefined) if a._int == 0 else _invalid()
    r = _divide(a, b)[1]
    return _fixed(r._sign, r._int, r._exp)


def _divmod(a, b):
    # `divmod(a, b)`: `a // b` and `a % b` at once, with the one signal CPython raises for the
    # pair (a zero divisor signals the quotient's DivisionByZero beside the remainder's
    # InvalidOperation, and raises as the latter).
    nan = _nan_result(a, b)
    if nan is not None:
        return nan, nan
    if a._is_special:
        raise _invalid()
    if b._is_special:
        return _triple(a._sign ^ b._sign, 0, 0), _fixed(a._sign, a._int, a._exp)
    if b._int == 0:
        if a._int == 0:
            raise _invalid(DivisionUndefined)
        raise InvalidOperation([InvalidOperation, DivisionByZero])
    q, r = _divide(a, b)
    return q, _fixed(r._sign, r._int, r._exp)


def _power(a, b):
    nan = _nan_result(a, b)
    if nan is not None:
        return nan
    if b._is_special or (b._exp < 0 and b._int % 10 ** -b._exp != 0):
        raise NotImplementedError("clauz3 models Decimal ** only with an integral exponent")
    if b._exp > 6 and b._int != 0:
        raise NotImplementedError("clauz3 models Decimal ** only with an exponent below 10**6")
    n = b._int * 10**b._exp if b._exp >= 0 else b._int // 10 ** -b._exp
    if b._sign:
        n = -n
    sign = a._sign if n % 2 == 1 else 0
    if a._is_special:
        if n == 0:
            return _triple(0, 1, 0)
        return _triple(sign, 0, "F") if n > 0 else _triple(sign, 0, 0)
    if a._int == 0:
        if n == 0:
            raise _invalid()
        return _triple(sign, 0, 0) if n > 0 else _triple(sign, 0, "F")
    if n == 0:
        return _triple(0, 1, 0)
    magnitude = _power_digits(_triple(0, a._int, a._exp), n)
    return _fixed(sign, magnitude._int, magnitude._exp)


def _power_digits(a, n):
    # `a ** n` (a finite, positive, nonzero; n a nonzero int) before the context's rounding, as
    # CPython's libmpdec computes an integral power: at the context's precision plus the
    # exponent's digits and two (one more for a negative exponent, whose base is first
    # inverted), rounding half-even, squaring from the exponent's top bit and multiplying by
    # the base for each bit set. An exact power fits that precision and is kept whole.
    context = getcontext()
    prec, rounding = context._prec, context._rounding
    context._prec = prec + _ndigits(abs(n)) + 2 + (1 if n < 0 else 0)
    context._rounding = ROUND_HALF_EVEN
    try:
        base = _truediv(_triple(0, 1, 0), a) if n < 0 else a
        result = base
        bit = 1 << (abs(n).bit_length() - 1)
        while bit > 1:
            bit = bit >> 1
            result = _mul(result, result)
            if abs(n) & bit:
                result = _mul(result, base)
    finally:
        context._prec, context._rounding = prec, rounding
    return result


def _compare(a, b):
    # -1, 0 or 1 for non-NaN operands.
    if a._is_special or b._is_special:
        ka = (-1 if a._sign else 1) if a._is_special else 0
        kb = (-1 if b._sign else 1) if b._is_special else 0
        if ka == kb:
            return 0
        if ka == 0 and kb == 0:
            return 0
        if a._is_special and not b._is_special:
            return ka
        if b._is_special and not a._is_special:
            return -kb
        return -1 if ka < kb else 1
    sa = 0 if a._int == 0 else (-1 if a._sign else 1)
    sb = 0 if b._int == 0 else (-1 if b._sign else 1)
    if sa != sb:
        return -1 if sa < sb else 1
    if sa == 0:
        return 0
    adj_a, adj_b = a.adjusted(), b.adjusted()
    if adj_a != adj_b:
        return sa if adj_a > adj_b else -sa
    exp = min(a._exp, b._exp)
    va, vb = _signed_value(a, exp), _signed_value(b, exp)
    if va == vb:
        return 0
    return -1 if va < vb else 1


def _ordered(a, other):
    # `a` compared with `other` for an ordering, or None when `other` is not a number; a NaN
    # is CPython's InvalidOperation.
    pair = _compared(a, other)
    if pair is None:
        return None
    a, b = pair
    if a.is_nan() or b.is_nan():
        raise _invalid()
    return _compare(a, b)
