"""`math` for agent programs: what exact integer and float arithmetic gives CPython's results
for (results correctly rounded, as CPython's are)."""

pi = 3.141592653589793
e = 2.718281828459045
tau = 6.283185307179586
inf = 1e309


def _type_name(x):
    return "NoneType" if x is None else type(x).__name__


def _real(x):
    if isinstance(x, (int, float)):
        # An `IntEnum` member (`re.M`) is its int, as CPython's `int` subclasses are.
        if isinstance(x, int) and type(x) is not bool:
            return int(x)
        return x
    return _float_of(x, "math")


def _float_of(x, module):
    # CPython's `PyFloat_AsDouble` of another kind of number (a `Fraction`, a `Decimal`, the
    # program's class): its type's `__float__`, else its `__index__` made a float.
    if hasattr(x, "__float__"):
        result = getattr(x, "__float__")()
        if type(result) is float:
            return result
        if isinstance(result, float):
            # CPython takes it with a `DeprecationWarning`.
            raise NotImplementedError(f"{module} of a {_type_name(x)} whose __float__ returned a float subclass is not modelled")
        raise TypeError(f"{_type_name(x)}.__float__ returned non-float (type {_type_name(result)})")
    if hasattr(x, "__index__"):
        return float(_index(x))
    raise TypeError(f"must be real number, not {_type_name(x)}")


def _index(n):
    # CPython's `operator.index`: an int as it is, else what the type's `__index__` gives.
    if isinstance(n, int):
        return int(n)
    if not hasattr(n, "__index__"):
        raise TypeError(f"'{_type_name(n)}' object cannot be interpreted as an integer")
    result = getattr(n, "__index__")()
    if not isinstance(result, int):
        raise TypeError(f"__index__ returned non-int (type {_type_name(result)})")
    return int(result)


def _c_int(n):
    # CPython's reading of an argument as a C `int` (the `i` format of the modules written in
    # C): by `__index__`, and past 32 bits an `OverflowError` before the caller checks any
    # range of its own.
    if type(n) is not int:
        n = _index(n)
    if -2147483648 <= n <= 2147483647:
        return n
    if not -9223372036854775808 <= n <= 9223372036854775807:
        raise OverflowError("Python int too large to convert to C long")
    if n > 0:
        raise OverflowError("signed integer is greater than maximum")
    raise OverflowError("signed integer is less than minimum")


def floor(x):
    # A number of another kind (`Fraction`, `Decimal`, the program's class) rounds itself.
    if not isinstance(x, (int, float)) and hasattr(x, "__floor__"):
        return getattr(x, "__floor__")()
    x = _real(x)
    n = int(x)
    return n - 1 if n > x else n


def ceil(x):
    if not isinstance(x, (int, float)) and hasattr(x, "__ceil__"):
        return getattr(x, "__ceil__")()
    x = _real(x)
    n = int(x)
    return n + 1 if n < x else n


def trunc(x):
    if not isinstance(x, (int, float)) and hasattr(x, "__trunc__"):
        return getattr(x, "__trunc__")()
    return int(_real(x))


def fabs(x):
    x = float(_real(x))
    return -x if x < 0 else x + 0.0


def isnan(x):
    x = float(_real(x))
    return x != x


def isinf(x):
    x = float(_real(x))
    return x in (inf, -inf)


def isfinite(x):
    x = float(_real(x))
    return x == x and x not in (inf, -inf)


def copysign(x, y):
    magnitude = fabs(x)
    y = float(_real(y))
    negative = y < 0 or (y == 0 and repr(y).startswith("-"))
    return -magnitude if negative else magnitude


def isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0):
    a, b = float(_real(a)), float(_real(b))
    if rel_tol < 0.0 or abs_tol < 0.0:
        raise ValueError("tolerances must be non-negative")
    if a == b:
        return True
    if isinf(a) or isinf(b):
        return False
    diff = fabs(b - a)
    return diff <= fabs(rel_tol * b) or diff <= fabs(rel_tol * a) or diff <= abs_tol


def degrees(x):
    return float(_real(x)) * 57.29577951308232


def radians(x):
    return float(_real(x)) * 0.017453292519943295


def gcd(*integers):
    result = 0
    for n in integers:
        n = abs(_index(n))
        while n:
            result, n = n, result % n
    return result


def lcm(*integers):
    result = 1
    for n in integers:
        n = abs(_index(n))
        if n == 0 or result == 0:
            result = 0
        else:
            result = result // gcd(result, n) * n
    return result


def isqrt(n):
    n = _index(n)
    if n < 0:
        raise ValueError("isqrt() argument must be nonnegative")
    if n == 0:
        return 0
    x = 1 << ((n.bit_length() + 1) // 2)
    while True:
        y = (x + n // x) // 2
        if y >= x:
            return x
        x = y


def factorial(n):
    n = _index(n)
    if n < 0:
        raise ValueError("factorial() not defined for negative values")
    result = 1
    for k in range(2, n + 1):
        result *= k
    return result


def perm(n, k=None):
    n = _index(n)
    k = n if k is None else _index(k)
    if n < 0:
        raise ValueError("n must be a non-negative integer")
    if k < 0:
        raise ValueError("k must be a non-negative integer")
    if k > n:
        return 0
    result = 1
    for i in range(n - k + 1, n + 1):
        result *= i
    return result


def comb(n, k):
    n, k = _index(n), _index(k)
    if n < 0:
        raise ValueError("n must be a non-negative integer")
    if k < 0:
        raise ValueError("k must be a non-negative integer")
    if k > n:
        return 0
    k = min(k, n - k)
    result = 1
    for i in range(1, k + 1):
        result = result * (n - k + i) // i
    return result


def prod(iterable, *, start=1):
    result = start
    for item in iterable:
        result = result * item
    return result


def fsum(iterable):
    numerator, denominator = 0, 1
    special = 0.0
    for x in iterable:
        x = float(_real(x))
        if x != x or x in (inf, -inf):
            if special in (inf, -inf) and x == -special:
                raise ValueError("-inf + inf in fsum")
            special = x if special == 0.0 or x != x else special
            continue
        n, d = x.as_integer_ratio()
        if d > denominator:
            numerator *= d // denominator
            denominator = d
        numerator += n * (denominator // d)
    if special != 0.0:
        return special
    return numerator / denominator


def _sqrt_ratio(n, d):
    # sqrt(n / d) for n >= 0, correctly rounded: an integer square root with 110 bits to
    # spare and a sticky bit, then one correctly rounded division.
    k = (220 - n.bit_length() + d.bit_length()) // 2
    if k >= 0:
        scaled, rest = divmod(n << (2 * k), d)
    else:
        scaled, rest = divmod(n, d << (-2 * k))
    root = isqrt(scaled)
    sticky = 1 if rest or root * root != scaled else 0
    root = 2 * root + sticky
    if k + 1 >= 0:
        return root / (1 << (k + 1))
    return float(root << -(k + 1))


def sqrt(x):
    x = float(_real(x))
    if x < 0:
        raise ValueError("math domain error")
    if x == 0 or x != x or x == inf:
        return x
    n, d = x.as_integer_ratio()
    return _sqrt_ratio(n, d)


def _norm(coordinates):
    numerator, denominator, special = 0, 1, 0.0
    for c in coordinates:
        c = float(_real(c))
        if c in (inf, -inf):
            special = inf
            continue
        if c != c:
            special = c if special != inf else special
            continue
        n, d = c.as_integer_ratio()
        n, d = n * n, d * d
        if d > denominator:
            numerator *= d // denominator
            denominator = d
        numerator += n * (denominator // d)
    if special != 0.0:
        return special
    return _sqrt_ratio(numerator, denominator) if numerator else 0.0


def hypot(*coordinates):
    return _norm(coordinates)


def dist(p, q):
    p, q = tuple(p), tuple(q)
    if len(p) != len(q):
        raise ValueError("both points must have the same number of dimensions")
    # CPython subtracts the coordinates as floats (two ints past 2**53 may be 0.0 apart).
    return _norm([float(_real(a)) - float(_real(b)) for a, b in zip(p, q)])


def pow(x, y):
    x, y = float(_real(x)), float(_real(y))
    if x == 0 and y < 0:
        raise ValueError("math domain error")
    if x < 0 and isfinite(y) and not y.is_integer():
        raise ValueError("math domain error")
    try:
        return x ** y
    except OverflowError:
        raise OverflowError("math range error") from None


def _log_of(name, x):
    # CPython takes the logarithm of an int too large for a float from its mantissa and
    # exponent: log(m * 2**e) = log(m) + e * log(2).
    if isinstance(x, int) and not isinstance(x, bool):
        x = int(x)
        if x <= 0:
            raise ValueError("math domain error")
        if x.bit_length() > 1000:
            e = x.bit_length()
            return _libm(name, x / (1 << e)) + _libm(name, 2.0) * e
    return _libm(name, float(_real(x)))


def log(x, base=None):
    if base is None:
        return _log_of("log", x)
    return _log_of("log", x) / _log_of("log", base)


def log2(x):
    return _log_of("log2", x)


def log10(x):
    return _log_of("log10", x)


def log1p(x):
    return _libm("log1p", float(_real(x)))


def exp(x):
    return _libm("exp", float(_real(x)))


def exp2(x):
    return _libm("exp2", float(_real(x)))


def expm1(x):
    return _libm("expm1", float(_real(x)))


def sin(x):
    return _libm("sin", float(_real(x)))


def cos(x):
    return _libm("cos", float(_real(x)))


def tan(x):
    return _libm("tan", float(_real(x)))


def asin(x):
    return _libm("asin", float(_real(x)))


def acos(x):
    return _libm("acos", float(_real(x)))


def atan(x):
    return _libm("atan", float(_real(x)))


def atan2(y, x):
    return _libm("atan2", float(_real(y)), float(_real(x)))


def erf(x):
    return _libm("erf", float(_real(x)))


def erfc(x):
    return _libm("erfc", float(_real(x)))


def sinh(x):
    return _libm("sinh", float(_real(x)))


def cosh(x):
    return _libm("cosh", float(_real(x)))


def tanh(x):
    return _libm("tanh", float(_real(x)))


def asinh(x):
    return _libm("asinh", float(_real(x)))


def acosh(x):
    return _libm("acosh", float(_real(x)))


def atanh(x):
    return _libm("atanh", float(_real(x)))


def cbrt(x):
    return _libm("cbrt", float(_real(x)))


def gamma(x):
    # CPython's own Lanczos approximation, not the C library's (`interp/libm/gamma.rs`).
    return _libm("gamma", float(_real(x)))


def lgamma(x):
    return _libm("lgamma", float(_real(x)))


def fmod(x, y):
    x, y = float(_real(x)), float(_real(y))
    if isinf(y) and isfinite(x):
        return x
    return _libm("fmod", x, y)


def modf(x):
    x = float(_real(x))
    if isinf(x):
        return (copysign(0.0, x), x)
    if isnan(x):
        return (x, x)
    whole = copysign(float(int(x)), x)
    return (copysign(x - whole, x), whole)


def _exponent(x):
    # The `e` of `frexp` for a finite nonzero float: `2**(e-1) <= abs(x) < 2**e`.
    n, d = x.as_integer_ratio()
    return abs(n).bit_length() - d.bit_length() + 1


def _times_power_of_two(x, e):
    # `x * 2**e` in two exact steps (each power is a float), for a result that is normal.
    half = e // 2
    return x * 2.0**half * 2.0 ** (e - half)


def frexp(x):
    x = float(_real(x))
    if x == 0 or isinf(x) or isnan(x):
        return (x, 0)
    e = _exponent(x)
    return (_times_power_of_two(x, -e), e)


def ldexp(x, i):
    x = float(_real(x))
    if not isinstance(i, int):
        raise TypeError("Expected an int as second argument to ldexp.")
    if x == 0 or isinf(x) or isnan(x):
        return x
    e = _exponent(x) + i
    if e > 1024:
        raise OverflowError("math range error")
    if e < -1080:
        return copysign(0.0, x)
    # Exactly, then rounded once (a subnormal result rounds as CPython's does).
    n, d = x.as_integer_ratio()
    return n * 2**i / d if i >= 0 else n / (d * 2 ** (-i))


def ulp(x):
    x = fabs(float(_real(x)))
    if isnan(x) or isinf(x):
        return x
    if x == 0:
        return 5e-324
    if x == 1.7976931348623157e308:
        return 1.9958403095347198e292
    e = _exponent(x)
    return 5e-324 if e - 53 < -1074 else _times_power_of_two(1.0, e - 53)


def nextafter(x, y):
    x, y = float(_real(x)), float(_real(y))
    if isnan(x) or isnan(y):
        return x + y
    if x == y:
        return y
    if x == 0:
        return copysign(5e-324, y)
    if isinf(x):
        return copysign(1.7976931348623157e308, x)
    up = (y > x) == (x > 0)
    if up:
        # Away from zero: the float one unit above.
        if fabs(x) == 1.7976931348623157e308:
            return copysign(inf, x)
        return x + copysign(ulp(x), x)
    # Toward zero: a power of two has half the spacing below it (down to the subnormals).
    step = ulp(x)
    if frexp(x)[0] in (0.5, -0.5) and fabs(x) > 2.2250738585072014e-308:
        step = step / 2
    return x - copysign(step, x)


def remainder(x, y):
    x, y = float(_real(x)), float(_real(y))
    if isnan(x) or isnan(y):
        return x + y
    if isinf(x) or y == 0:
        raise ValueError("math domain error")
    if isinf(y):
        return x
    # `x - n*y` for the integer `n` nearest `x/y` (ties to even), computed exactly: the result
    # is a float.
    xn, xd = x.as_integer_ratio()
    yn, yd = y.as_integer_ratio()
    num, den = xn * yd, xd * yn
    if den < 0:
        num, den = -num, -den
    n, rest = divmod(num, den)
    if 2 * rest > den or (2 * rest == den and n % 2 == 1):
        n += 1
    r = (xn * yd - n * yn * xd) / (xd * yd)
    return copysign(0.0, x) if r == 0 else r
