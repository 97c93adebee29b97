"""The half of `statistics` with classes: `NormalDist`, and the functions pairing two samples,
`covariance`, `correlation` and `linear_regression`, whose result is the named tuple
`LinearRegression` (classes live here, not in the functions-only half, `pure/statistics.py`).
Pairs' sums are `math.fsum`'s of the deviations from means taken as `fsum(data) / n`, which is
how CPython 3.11 computes them."""

from math import erf as _erf
from math import exp as _exp
from math import fabs as _fabs
from math import fsum as _fsum
from math import hypot as _hypot
from math import log as _log
from math import sqrt as _sqrt
from math import tau as _tau
from random import Random as _Random
from random import gauss as _gauss
from statistics import StatisticsError
from statistics import mean as _mean
from statistics import stdev as _stdev
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


class NormalDist:
    """A normal distribution of mean `mu` and standard deviation `sigma`, as floats. `inv_cdf`
    is Wichura's algorithm AS241 in CPython's order of operations, so quantiles are CPython's
    to the last bit; `pdf`, `cdf` and `overlap` go through `math`, which is the C library's."""

    def __init__(self, mu=0.0, sigma=1.0):
        if sigma < 0.0:
            raise StatisticsError("sigma must be non-negative")
        self._mu = float(mu)
        self._sigma = float(sigma)

    @classmethod
    def from_samples(cls, data):
        # The exact mean and sample deviation, with `stdev`'s check (it counts first).
        data = list(data)
        if len(data) < 2:
            raise StatisticsError("stdev requires at least two data points")
        try:
            sigma = _stdev(data)
        except AttributeError:
            # An infinity or nan among the samples: CPython's mean over its sum of squares.
            return cls(float(_mean(data)), _nan)
        return cls(float(_mean(data)), sigma)

    def samples(self, n, *, seed=None):
        gauss = _gauss if seed is None else _Random(seed).gauss
        mu, sigma = self._mu, self._sigma
        return [gauss(mu, sigma) for i in range(n)]

    def pdf(self, x):
        variance = self._sigma * self._sigma
        if not variance:
            raise StatisticsError("pdf() not defined when sigma is zero")
        diff = x - self._mu
        return _exp(diff * diff / (-2.0 * variance)) / _sqrt(_tau * variance)

    def cdf(self, x):
        if not self._sigma:
            raise StatisticsError("cdf() not defined when sigma is zero")
        return 0.5 * (1.0 + _erf((x - self._mu) / (self._sigma * _SQRT2)))

    def inv_cdf(self, p):
        if p <= 0.0 or p >= 1.0:
            raise StatisticsError("p must be in the range 0.0 < p < 1.0")
        if self._sigma <= 0.0:
            raise StatisticsError("cdf() not defined when sigma at or below zero")
        return _inv_cdf(p, self._mu, self._sigma)

    def quantiles(self, n=4):
        return [self.inv_cdf(i / n) for i in range(1, n)]

    def overlap(self, other):
        # The overlapping coefficient of Inman and Bradley: the area under both densities,
        # from the points where they cross; the pair is ordered so that it is symmetric.
        if not isinstance(other, NormalDist):
            raise TypeError("Expected another NormalDist instance")
        first, second = self, other
        if (second._sigma, second._mu) < (first._sigma, first._mu):
            first, second = second, first
        v1, v2 = first.variance, second.variance
        if not v1 or not v2:
            raise StatisticsError("overlap() not defined when sigma is zero")
        dv = v2 - v1
        dm = _fabs(second._mu - first._mu)
        if not dv:
            return 1.0 - _erf(dm / (2.0 * first._sigma * _SQRT2))
        a = first._mu * v2 - second._mu * v1
        b = first._sigma * second._sigma * _sqrt(dm * dm + dv * _log(v2 / v1))
        x1 = (a + b) / dv
        x2 = (a - b) / dv
        return 1.0 - (_fabs(second.cdf(x1) - first.cdf(x1)) + _fabs(second.cdf(x2) - first.cdf(x2)))

    def zscore(self, x):
        if not self._sigma:
            raise StatisticsError("zscore() not defined when sigma is zero")
        return (x - self._mu) / self._sigma

    @property
    def mean(self):
        return self._mu

    @property
    def median(self):
        return self._mu

    @property
    def mode(self):
        return self._mu

    @property
    def stdev(self):
        return self._sigma

    @property
    def variance(self):
        return self._sigma * self._sigma

    def __add__(self, other):
        if isinstance(other, NormalDist):
            return NormalDist(self._mu + other._mu, _hypot(self._sigma, other._sigma))
        return NormalDist(self._mu + other, self._sigma)

    def __radd__(self, other):
        return self.__add__(other)

    def __sub__(self, other):
        if isinstance(other, NormalDist):
            return NormalDist(self._mu - other._mu, _hypot(self._sigma, other._sigma))
        return NormalDist(self._mu - other, self._sigma)

    def __rsub__(self, other):
        return -(self - other)

    def __mul__(self, other):
        return NormalDist(self._mu * other, self._sigma * _fabs(other))

    def __rmul__(self, other):
        return self.__mul__(other)

    def __truediv__(self, other):
        return NormalDist(self._mu / other, self._sigma / _fabs(other))

    def __pos__(self):
        return NormalDist(self._mu, self._sigma)

    def __neg__(self):
        return NormalDist(-self._mu, self._sigma)

    def __eq__(self, other):
        if not isinstance(other, NormalDist):
            return NotImplemented
        return self._mu == other._mu and self._sigma == other._sigma

    def __hash__(self):
        return hash((self._mu, self._sigma))

    def __repr__(self):
        return f"{type(self).__name__}(mu={self._mu!r}, sigma={self._sigma!r})"


def _inv_cdf(p, mu, sigma):
    # Wichura's AS241 (Applied Statistics 37, 1988): a rational approximation in `q` near the
    # median, else in `r = sqrt(-log(min(p, 1 - p)))`, split at r = 5.
    q = p - 0.5
    if _fabs(q) <= 0.425:
        r = 0.180625 - q * q
        num = _horner(r, _A) * q
        den = _horner(r, _B)
        return mu + (num / den) * sigma
    r = p if q <= 0.0 else 1.0 - p
    r = _sqrt(-_log(r))
    if r <= 5.0:
        r = r - 1.6
        num = _horner(r, _C)
        den = _horner(r, _D)
    else:
        r = r - 5.0
        num = _horner(r, _E)
        den = _horner(r, _F)
    x = num / den
    if q < 0.0:
        x = -x
    return mu + (x * sigma)


def _horner(r, coefficients):
    # c[0] * r**7 + ... + c[7], highest power first, as the published polynomials are written.
    total = coefficients[0]
    for c in coefficients[1:]:
        total = total * r + c
    return total


_SQRT2 = 1.4142135623730951
_nan = 1e309 - 1e309

# AS241's coefficients, highest power first.
_A = (
    2.5090809287301226727e3,
    3.3430575583588128105e4,
    6.7265770927008700853e4,
    4.5921953931549871457e4,
    1.3731693765509461125e4,
    1.9715909503065514427e3,
    1.3314166789178437745e2,
    3.3871328727963666080e0,
)
_B = (
    5.2264952788528545610e3,
    2.8729085735721942674e4,
    3.9307895800092710610e4,
    2.1213794301586595867e4,
    5.3941960214247511077e3,
    6.8718700749205790830e2,
    4.2313330701600911252e1,
    1.0,
)
_C = (
    7.74545014278341407640e-4,
    2.27238449892691845833e-2,
    2.41780725177450611770e-1,
    1.27045825245236838258e0,
    3.64784832476320460504e0,
    5.76949722146069140550e0,
    4.63033784615654529590e0,
    1.42343711074968357734e0,
)
_D = (
    1.05075007164441684324e-9,
    5.47593808499534494600e-4,
    1.51986665636164571966e-2,
    1.48103976427480074590e-1,
    6.89767334985100004550e-1,
    1.67638483018380384940e0,
    2.05319162663775882187e0,
    1.0,
)
_E = (
    2.01033439929228813265e-7,
    2.71155556874348757815e-5,
    1.24266094738807843860e-3,
    2.65321895265761230930e-2,
    2.96560571828504891230e-1,
    1.78482653991729133580e0,
    5.46378491116411436990e0,
    6.65790464350110377720e0,
)
_F = (
    2.04426310338993978564e-15,
    1.42151175831644588870e-7,
    1.84631831751005468180e-5,
    7.86869131145613259100e-4,
    1.48753612908506148525e-2,
    1.36929880922735805310e-1,
    5.99832206555887937690e-1,
    1.0,
)
