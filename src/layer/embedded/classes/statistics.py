"""The half of `statistics` that pairs two samples: `covariance`, `correlation` and
`linear_regression`, whose result is the named tuple `LinearRegression` (a class, so it lives
here and not in the functions-only half, `pure/statistics.py`). Sums are `math.fsum`'s of the
deviations from means taken as `fsum(data) / n`, which is how CPython 3.11 computes them."""

from math import fsum as _fsum
from math import sqrt as _sqrt
from statistics import StatisticsError
from typing import NamedTuple


class LinearRegression(NamedTuple):
    slope: float
    intercept: float


def _paired(x, y, what):
    # Both samples as lists of one length, at least two: CPython's checks, in its order.
    x, y = list(x), list(y)
    if len(x) != len(y):
        raise StatisticsError(f"{what} requires that both inputs have same number of data points")
    if len(x) < 2:
        raise StatisticsError(f"{what} requires at least two data points")
    return x, y, len(x)


def _centred(x, y, n):
    # The means, and the sums of the products of the deviations from them (xy, xx, yy).
    xbar, ybar = _fsum(x) / n, _fsum(y) / n
    sxy = _fsum([(a - xbar) * (b - ybar) for a, b in zip(x, y)])
    sxx = _fsum((a - xbar) * (a - xbar) for a in x)
    syy = _fsum((b - ybar) * (b - ybar) for b in y)
    return xbar, ybar, sxy, sxx, syy


def covariance(x, y, /):
    x, y, n = _paired(x, y, "covariance")
    return _centred(x, y, n)[2] / (n - 1)


def correlation(x, y, /):
    x, y, n = _paired(x, y, "correlation")
    _, _, sxy, sxx, syy = _centred(x, y, n)
    if sxx * syy == 0:
        raise StatisticsError("at least one of the inputs is constant")
    return sxy / _sqrt(sxx * syy)


def linear_regression(x, y, /, *, proportional=False):
    x, y, n = _paired(x, y, "linear regression")
    if proportional:
        sxy = _fsum([a * b for a, b in zip(x, y)])
        sxx = _fsum(a * a for a in x)
        xbar = ybar = 0.0
    else:
        xbar, ybar, sxy, sxx, _ = _centred(x, y, n)
    if sxx == 0:
        raise StatisticsError("x is constant")
    slope = sxy / sxx
    return LinearRegression(slope=slope, intercept=0.0 if proportional else ybar - slope * xbar)
