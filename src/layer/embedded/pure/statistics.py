"""`statistics` for agent programs, on ints, floats, Fractions and Decimals: exact sums of the
values' ratios, as CPython computes them, so results are CPython's to the last bit and in the
type CPython coerces the values to."""

from math import _sqrt_ratio
from math import exp as _exp
from math import fsum as _fsum
from math import log as _log


def _ratio(x):
    # A finite value as its exact (numerator, denominator); None for an infinity or a nan.
    # CPython asks the value's own `as_integer_ratio`, else its `numerator`/`denominator`
    # (objects' methods are read by `getattr`: this module sees builtins' attributes only).
    if isinstance(x, (int, float)):
        if x != x or x in (1e309, -1e309):
            return None
        return (int(x), 1) if isinstance(x, int) else float(x).as_integer_ratio()
    if hasattr(x, "as_integer_ratio"):
        try:
            return getattr(x, "as_integer_ratio")()
        except (OverflowError, ValueError):
            return None
    if hasattr(x, "numerator") and hasattr(x, "denominator"):
        return getattr(x, "numerator"), getattr(x, "denominator")
    name = "NoneType" if x is None else type(x).__name__
    raise TypeError(f"can't convert type '{name}' to numerator/denominator")


def _exact_kind(cls):
    # "Fraction" or "Decimal" for those two classes themselves, else None.
    if (cls.__name__, cls.__module__) in (("Fraction", "fractions"), ("Decimal", "decimal")):
        return cls.__name__
    return None


def _coerce(t, s):
    # The type of a result over values of types `t` and `s`, by CPython's rules: ints give way
    # to anything, a subclass wins over its base, a float over a Fraction; other pairs are an
    # error.
    if t is s or s is int or s is bool:
        return t
    if t is int:
        return s
    if issubclass(s, t):
        return s
    if issubclass(t, s):
        return t
    if issubclass(t, int):
        return s
    if _exact_kind(t) == "Fraction" and issubclass(s, float):
        return s
    if issubclass(t, float) and _exact_kind(s) == "Fraction":
        return t
    raise TypeError(f"don't know how to coerce {t.__name__} and {s.__name__}")


def _known_type(cls):
    # The value's class, when clauz3 computes over it exactly as CPython does: ints, floats
    # (and their subclasses), Fractions and Decimals.
    if issubclass(cls, (int, float)) or _exact_kind(cls) is not None:
        return cls
    raise NotImplementedError(f"statistics over {cls.__name__} values is not modelled: ints, floats, Fractions and Decimals are")
def _reduced(n, d):
    g = _gcd(n, d)
    return (n // g, d // g) if g > 1 else (n, d)


def _gcd(a, b):
    a, b = abs(a), abs(b)
    while b:
        a, b = b, a % b
    return a


def _convert(n, d, kind):
    # The exact ratio n/d in the type `kind` the values coerce to, as CPython's statistics
    # returns it: an int type only when the ratio is whole (else a float), a Fraction as
    # itself, a Decimal as its numerator divided by its denominator in the current context.
    n, d = _reduced(n, d)
    if issubclass(kind, int):
        return kind(n) if d == 1 else n / d
    if issubclass(kind, float):
        return kind(n / d)
    if _exact_kind(kind) == "Decimal":
        return kind(n) / d
    return kind(n, d)


def _sums(data, power):
    # (the exact sum of each value to `power` 1 or 2 as (n, d), the type the values coerce
    # to, count, the sum of the non-finite values or None).
    num1, num2, den, count, kind, special = 0, 0, 1, 0, int, None
    seen = []
    for x in data:
        r = _ratio(x)
        cls = type(x)
        if cls not in seen:
            seen.append(_known_type(cls))
        count += 1
        if r is None:
            special = x if special is None else special + x
            continue
        n, d = r
        if den % d:
            # A common denominator: powers of two for floats, any for Fractions and Decimals.
            scale = d // _gcd(den, d)
            num1 *= scale
            num2 *= scale * scale
            den *= scale
        num1 += n * (den // d)
        if power == 2:
            num2 += (n * (den // d)) ** 2
    try:
        for cls in seen:
            kind = _coerce(kind, cls)
    except TypeError:
        # CPython reduces the set of the values' types, whose order follows the classes'
        # addresses. `float` and `Decimal` (static types, whose hashes share a slot) stay in
        # the order first seen; with a class made at run time (`Fraction`, a subclass) which
        # two types its `TypeError` names, and in which order, changes from program to program.
        if all(cls in (int, bool, float) or _exact_kind(cls) == "Decimal" for cls in seen):
            raise
        raise NotImplementedError(
            "statistics over values of types that do not coerce ("
            + ", ".join(sorted(cls.__name__ for cls in seen))
            + "): CPython's TypeError names two of them in an order that follows their addresses"
        )
    return num1, num2, den, count, kind, special


def mean(data):
    n, _, d, count, kind, special = _sums(data, 1)
    if count < 1:
        raise StatisticsError("mean requires at least one data point")
    if special is not None:
        return special / count
    return _convert(n, d * count, kind)


def fmean(data, weights=None):
    values = list(data)
    if weights is None:
        if not values:
            raise StatisticsError("fmean requires at least one data point")
        return _fsum(values) / len(values)
    # The weighted mean: CPython sums the products of the pairs zip makes, then checks the
    # lengths.
    weights = list(weights)
    num = _fsum([x * w for x, w in zip(values, weights)])
    if len(values) != len(weights):
        raise StatisticsError("data and weights must be the same length")
    den = _fsum(weights)
    if not den:
        raise StatisticsError("sum of weights must be non-zero")
    return num / den


def _squares(data, name, least, population, center):
    # The exact mean of squared deviations (from the data's own mean, or from `center` as
    # given: CPython squares each `x - center` in the values' own arithmetic), as (n, d), and
    # the type the values coerce to.
    if center is None:
        s1, s2, d, count, kind, special = _sums(data, 2)
    else:
        s2, _, d, count, kind, special = _sums([(x - center) * (x - center) for x in data], 1)
    if count < least:
        raise StatisticsError(f"{name} requires at least {'one data point' if least == 1 else 'two data points'}")
    divisor = count if population else count - 1
    if special is not None:
        return None, special / divisor, kind
    if center is not None:
        return (s2, d * divisor), None, kind
    # sum((x - mean)**2) = (count * sum(x**2) - sum(x)**2) / count, over d**2.
    return (count * s2 - s1 * s1, d * d * count * divisor), None, kind


def _exact(squares):
    ratio, special, kind = squares
    return special if ratio is None else _convert(ratio[0], ratio[1], kind)


def _root(squares):
    # The square root of the mean square: correctly rounded, a Decimal over Decimals (in the
    # current context), else a float.
    ratio, special, kind = squares
    if ratio is None:
        # CPython reads the non-finite mean square's numerator, which floats and Decimals lack.
        return getattr(special, "numerator")
    n, d = _reduced(ratio[0], ratio[1])
    if _exact_kind(kind) == "Decimal":
        return _decimal_root(kind, n, d)
    return _sqrt_ratio(n, d) if n else 0.0


def _decimal_root(decimal, n, d):
    # sqrt(n/d) rounded once in the current context: the context's root of the rounded
    # quotient may be one step off, so it moves to a neighbour whose midpoint with it lies on
    # the other side of the exact root (compared exactly, squared, in integers). Decimal's
    # methods are read by `getattr`: this module sees builtins' attributes only.
    if n == 0:
        return decimal("0.0")
    root = getattr(decimal(n) / decimal(d), "sqrt")()
    rn, rd = getattr(root, "as_integer_ratio")()
    for step, sign in (("next_plus", 1), ("next_minus", -1)):
        neighbour = getattr(root, step)()
        sn, sd = getattr(neighbour, "as_integer_ratio")()
        # Is n/d beyond the midpoint (rn/rd + sn/sd) / 2, on the neighbour's side?
        beyond = 4 * n * (rd * sd) ** 2 - d * (rn * sd + sn * rd) ** 2
        if beyond * sign > 0:
            return neighbour
    return root


def variance(data, xbar=None):
    return _exact(_squares(data, "variance", 2, False, xbar))


def pvariance(data, mu=None):
    return _exact(_squares(data, "pvariance", 1, True, mu))


def stdev(data, xbar=None):
    return _root(_squares(data, "stdev", 2, False, xbar))


def pstdev(data, mu=None):
    return _root(_squares(data, "pstdev", 1, True, mu))


def median(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def median_low(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    return data[n // 2] if n % 2 == 1 else data[n // 2 - 1]


def median_high(data):
    data = sorted(data)
    if not data:
        raise StatisticsError("no median for empty data")
    return data[len(data) // 2]


def median_grouped(data, interval=1.0):
    # The median of data grouped in classes `interval` wide around the middle value,
    # interpolated within its class as CPython 3.11 does.
    data = sorted(data)
    n = len(data)
    if not n:
        raise StatisticsError("no median for empty data")
    x = data[n // 2]
    below = len([v for v in data if v < x])
    same = len([v for v in data if v == x])
    try:
        interval = float(interval)
        x = float(x)
    except ValueError:
        raise TypeError("Value cannot be converted to a float") from None
    low = x - interval / 2.0
    return low + interval * (n / 2 - below) / same


def _counts(data):
    counts = {}
    for x in data:
        counts[x] = counts.get(x, 0) + 1
    return counts


def mode(data):
    counts = _counts(data)
    if not counts:
        raise StatisticsError("no mode for empty data")
    best = max(counts.values())
    for x, n in counts.items():
        if n == best:
            return x


def multimode(data):
    counts = _counts(data)
    if not counts:
        return []
    best = max(counts.values())
    return [x for x, n in counts.items() if n == best]


def quantiles(data, *, n=4, method="exclusive"):
    # CPython's interpolation between the two sorted values around each cut point.
    if n < 1:
        raise StatisticsError("n must be at least 1")
    data = sorted(data)
    size = len(data)
    if size < 2:
        raise StatisticsError("must have at least two data points")
    if method == "inclusive":
        m = size - 1
        result = []
        for i in range(1, n):
            j, delta = divmod(i * m, n)
            result.append((data[j] * (n - delta) + data[j + 1] * delta) / n)
        return result
    if method == "exclusive":
        m = size + 1
        result = []
        for i in range(1, n):
            j = min(max(i * m // n, 1), size - 1)
            delta = i * m - j * n
            result.append((data[j - 1] * (n - delta) + data[j] * delta) / n)
        return result
    raise ValueError(f"Unknown method: {method!r}")


def geometric_mean(data):
    # e to the float mean of the natural logarithms, as CPython computes it: an empty sample,
    # a zero or a negative value (whose logarithm raises) is one `StatisticsError`.
    try:
        return _exp(fmean([_log(x) for x in data]))
    except ValueError:
        raise StatisticsError("geometric mean requires a non-empty dataset containing positive numbers") from None


def harmonic_mean(data, weights=None):
    # The weights' exact sum over the exact sum of the float quotients CPython sums (each
    # `w / x`, or 0 where the weight is 0; a zero value under a weight makes the mean 0).
    data = list(data)
    negative = "harmonic mean does not support negative values"
    if not data:
        raise StatisticsError("harmonic_mean requires at least one data point")
    if len(data) == 1 and weights is None:
        if not isinstance(data[0], (int, float)) and _exact_kind(type(data[0])) is None:
            raise TypeError("unsupported type")
        if data[0] < 0:
            raise StatisticsError(negative)
        return data[0]
    if weights is None:
        weights = [1] * len(data)
        total_n, total_d = len(data), 1
    else:
        weights = list(weights)
        if len(weights) != len(data):
            raise StatisticsError("Number of weights does not match data size")
        for w in weights:
            if w < 0:
                raise StatisticsError(negative)
        total_n, _, total_d, _, _, _ = _sums(weights, 1)
    quotients = []
    for w, x in zip(weights, data):
        # In CPython's order: a negative value raises, a zero under a weight makes the mean 0.
        if x < 0:
            raise StatisticsError(negative)
        if not w:
            quotients.append(0)
        elif x == 0:
            return 0
        else:
            quotients.append(w / x)
    num, _, den, _, kind, _ = _sums(quotients, 1)
    if num <= 0:
        raise StatisticsError("Weighted sum must be positive")
    return _convert(total_n * den, total_d * num, kind)
