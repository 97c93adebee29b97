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
        return x
    raise TypeError(f"must be real number, not {_type_name(x)}")


def _index(n):
    if isinstance(n, int):
        return int(n)
    raise TypeError(f"'{_type_name(n)}' object cannot be interpreted as an integer")


def floor(x):
    x = _real(x)
    n = int(x)
    return n - 1 if n > x else n


def ceil(x):
    x = _real(x)
    n = int(x)
    return n + 1 if n < x else n


def trunc(x):
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
    return _norm([a - b for a, b in zip(p, q)])


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


def sinh(x):
    return _libm("sinh", float(_real(x)))


def cosh(x):
    return _libm("cosh", float(_real(x)))


def tanh(x):
    return _libm("tanh", float(_real(x)))
