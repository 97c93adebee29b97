# `Decimal`'s `exp`, `ln` and `log10`, correctly rounded half to even as CPython's are: an
# integer fixed-point approximation with an error bound, widened until both ends of the bound
# round alike; read as one module with `decimal.py`.

# The most working digits before clauz3 gives up (an argument extremely close to 1 for `ln`).
_TRANSCENDENTAL_DIGITS = 600


def _in_context(context, compute):
    # `compute()` under `context` when a method is given one (CPython's `context=`), else under
    # the current context.
    if context is None:
        return compute()
    if not isinstance(context, Context):
        raise TypeError("optional argument must be a context")
    saved = getcontext()
    _make_current(context)
    try:
        return compute()
    finally:
        _Current.context = saved


def _atanh_fixed(p, q, scale):
    # atanh(p / q) * scale (0 <= p < q), and a bound on the error in units of the last place.
    term = scale * p // q
    total = term
    k = 1
    p2, q2 = p * p, q * q
    while term != 0:
        term = term * p2 // q2
        k = k + 2
        total = total + term // k
    return total, k


def _ln_fixed(coef, digits, scale):
    # ln(coef / 10**(digits - 1)) * scale (the coefficient read as a number in [1, 10)), and
    # an error bound.
    one = 10 ** (digits - 1)
    value, terms = _atanh_fixed(coef - one, coef + one, scale)
    return 2 * value, 2 * (terms + 4)


def _ln10_fixed(scale):
    # ln(10) * scale = 2 * atanh(9 / 11) * scale, and an error bound.
    value, terms = _atanh_fixed(9, 11, scale)
    return 2 * value, 2 * (terms + 4)


def _correctly_rounded(sign, approx, error, exp):
    # The value approx * 10**exp known within `error` units, rounded half to even to the
    # context's precision; None when the bound straddles a rounding boundary.
    lo = _fixed(sign, max(approx - error, 0), exp, ROUND_HALF_EVEN)
    hi = _fixed(sign, approx + error, exp, ROUND_HALF_EVEN)
    if lo._int == hi._int and lo._exp == hi._exp:
        return hi
    return None


def _ln_or_log10(d, base10):
    if d._is_special:
        nan = _nan_result(d, d)
        if nan is not None:
            return nan
        if d._sign:
            raise _invalid()
        return d
    if d._int == 0:
        return _triple(1, 0, "F")
    if d._sign:
        raise _invalid()
    digits = _ndigits(d._int)
    n = d.adjusted()
    if d._int == 10 ** (digits - 1):
        if base10 or n == 0:
            return _fixed(1 if n < 0 else 0, abs(n) if base10 else 0, 0)
    # Close to 1 the result is small: that many more digits are needed.
    extra = 0
    if n == 0 or n == -1:
        extra = max(0, -_add(d, Decimal(-1)).adjusted())
    work = _prec() + 12 + extra + len(str(abs(n)))
    while work <= _TRANSCENDENTAL_DIGITS:
        scale = 10**work
        ln_m, err_m = _ln_fixed(d._int, digits, scale)
        ln10, err10 = _ln10_fixed(scale)
        value = ln_m + n * ln10
        error = err_m + abs(n) * err10 + 2
        if base10:
            value = value * scale // ln10
            error = error + (abs(n) + 1) * err10 + 2
        sign = 1 if value < 0 else 0
        ans = _correctly_rounded(sign, abs(value), error, -work)
        if ans is not None:
            return ans
        work = work + 20
    raise NotImplementedError("clauz3 models Decimal.ln and log10 to 600 working digits; this argument needs more")


def _exp(d):
    if d._is_special:
        nan = _nan_result(d, d)
        if nan is not None:
            return nan
        return _triple(0, 0, 0) if d._sign else d
    if d._int == 0:
        return Decimal(1)
    # Past ln(10) * 1000000 the result is out of range: CPython's Overflow above, its smallest
    # subnormal zero below (the subnormal results just above that are not modelled).
    if _compare(d, Decimal(2302588)) > 0:
        raise _signal(Overflow)
    if _compare(d, Decimal(-2302700)) < 0:
        return _triple(0, 0, _etiny())
    if _compare(d.copy_abs(), Decimal(2302585)) > 0:
        raise NotImplementedError("clauz3 models Decimal.exp of an argument between -2302700 and -2302585 or 2302585 and 2302588 no further")
    halvings = 8
    work = _prec() + 20 + len(str(abs(d.adjusted()))) + 8
    while work <= _TRANSCENDENTAL_DIGITS:
        scale = 10**work
        wide = scale * 10**10
        ln10, _ = _ln10_fixed(wide)
        x = d._int * wide * 10**d._exp if d._exp >= 0 else d._int * wide // 10**-d._exp
        x = -x if d._sign else x
        # exp(x) = 10**n * exp(r), r in [0, ln 10).
        n = x // ln10
        r = (x - n * ln10) // 10**10
        r = r // 2**halvings
        term = scale
        total = scale
        k = 1
        while term != 0:
            term = term * r // (scale * k)
            total = total + term
            k = k + 1
        for _ in range(halvings):
            total = total * total // scale
        error = 10 * 2**halvings * (k + 10)
        ans = _correctly_rounded(0, total, error, n - work)
        if ans is not None:
            return ans
        work = work + 20
    raise NotImplementedError("clauz3 models Decimal.exp to 600 working digits; this argument needs more")
