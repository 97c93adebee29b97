"""`statistics` for agent programs, on ints and floats: exact sums of the values' ratios, as
CPython computes them, so results are CPython's to the last bit."""

from math import _sqrt_ratio
from math import exp as _exp
from math import fsum as _fsum
from math import log as _log


def _ratio(x):
    # An int or finite float as (numerator, denominator); None for an infinity or nan.
    if isinstance(x, int):
        return int(x), 1
    if isinstance(x, float):
        if x != x or x in (1e309, -1e309):
            return None
        return x.as_integer_ratio()
    name = "NoneType" if x is None else type(x).__name__
    if name in ("Fraction", "Decimal"):
        # CPython averages these exactly too, in their own type.
        raise NotImplementedError(f"statistics over {name} values is not modelled: ints and floats are")
    raise TypeError(f"can't convert type '{name}' to numerator/denominator")


def _reduced(n, d):
    g = _gcd(n, d)
    return (n // g, d // g) if g > 1 else (n, d)


def _gcd(a, b):
    a, b = abs(a), abs(b)
    while b:
        a, b = b, a % b
    return a


def _convert(n, d, is_float):
    # The exact ratio n/d as CPython's statistics returns it: an int when every value was an
    # int and the ratio is whole, else the float nearest it.
    n, d = _reduced(n, d)
    if not is_float and d == 1:
        return n
    return n / d


def _sums(data, power):
    # (the exact sum of each value to `power` 1 or 2 as (n, d), whether a float was seen,
    # count, the sum of the non-finite floats or None).
    num1, num2, den, count, is_float, special = 0, 0, 1, 0, False, None
    for x in data:
        is_float = is_float or isinstance(x, float)
        count += 1
        r = _ratio(x)
        if r is None:
            special = x if special is None else special + x
            continue
        n, d = r
        if d > den:
            num1 *= d // den
            num2 *= (d // den) ** 2
            den = d
        num1 += n * (den // d)
        if power == 2:
            num2 += (n * (den // d)) ** 2
    return num1, num2, den, count, is_float, special


def mean(data):
    n, _, d, count, is_float, special = _sums(data, 1)
    if count < 1:
        raise StatisticsError("mean requires at least one data point")
    if special is not None:
        return special / count
    return _convert(n, d * count, is_float)


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
    # whether a float was seen.
    if center is None:
        s1, s2, d, count, is_float, special = _sums(data, 2)
    else:
        s2, _, d, count, is_float, special = _sums([(x - center) * (x - center) for x in data], 1)
    if count < least:
        raise StatisticsError(f"{name} requires at least {'one data point' if least == 1 else 'two data points'}")
    divisor = count if population else count - 1
    if special is not None:
        return None, special / divisor, is_float
    if center is not None:
        return (s2, d * divisor), None, is_float
    # sum((x - mean)**2) = (count * sum(x**2) - sum(x)**2) / count, over d**2.
    return (count * s2 - s1 * s1, d * d * count * divisor), None, is_float


def _exact(squares):
    ratio, special, is_float = squares
    return special if ratio is None else _convert(ratio[0], ratio[1], is_float)


def _root(squares):
    ratio = squares[0]
    if ratio is None:
        raise AttributeError("'float' object has no attribute 'numerator'")
    n, d = _reduced(ratio[0], ratio[1])
    return _sqrt_ratio(n, d) if n else 0.0


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
    num, _, den, _, _, _ = _sums(quotients, 1)
    if num <= 0:
        raise StatisticsError("Weighted sum must be positive")
    return _convert(total_n * den, total_d * num, True)
