"""`cmath` for agent programs: arguments converted as CPython converts them, the functions
computed natively (`_cmath`) by CPython's algorithms over the C library's float functions, so
each result has CPython's bits, special values for infinite and nan parts included where
CPython takes them from a table alone; `exp`, `sin`, `cosh`, `rect` and the like refuse those."""

from math import _float_of

pi = 3.141592653589793
e = 2.718281828459045
tau = 6.283185307179586
inf = 1e309
infj = 1e309j


def _type_name(x):
    return "NoneType" if x is None else type(x).__name__


def _complex(z):
    if isinstance(z, complex):
        return z
    if isinstance(z, (int, float)):
        return complex(z)
    # CPython's `PyComplex_AsCComplex`: the type's `__complex__`, else the number as a float.
    if hasattr(z, "__complex__"):
        result = getattr(z, "__complex__")()
        if type(result) is complex:
            return result
        if isinstance(result, complex):
            # CPython takes it with a `DeprecationWarning`.
            raise NotImplementedError(f"cmath of a {_type_name(z)} whose __complex__ returned a complex subclass is not modelled")
        raise TypeError(f"__complex__ returned non-complex (type {_type_name(result)})")
    return complex(_real(z))


def _real(x):
    if isinstance(x, (int, float)):
        return float(x)
    return _float_of(x, "cmath")


def sqrt(z):
    return _cmath("sqrt", _complex(z))


def exp(z):
    return _cmath("exp", _complex(z))


def log(z, *base):
    if len(base) > 1:
        raise TypeError(f"log expected at most 2 arguments, got {1 + len(base)}")
    if base:
        return _cmath("log", _complex(z), _complex(base[0]))
    return _cmath("log", _complex(z))


def log10(z):
    return _cmath("log10", _complex(z))


def sin(z):
    return _cmath("sin", _complex(z))


def cos(z):
    return _cmath("cos", _complex(z))


def tan(z):
    return _cmath("tan", _complex(z))


def asin(z):
    return _cmath("asin", _complex(z))


def acos(z):
    return _cmath("acos", _complex(z))


def atan(z):
    return _cmath("atan", _complex(z))


def sinh(z):
    return _cmath("sinh", _complex(z))


def cosh(z):
    return _cmath("cosh", _complex(z))


def tanh(z):
    return _cmath("tanh", _complex(z))


def asinh(z):
    return _cmath("asinh", _complex(z))


def acosh(z):
    return _cmath("acosh", _complex(z))


def atanh(z):
    return _cmath("atanh", _complex(z))


def phase(z):
    return _cmath("phase", _complex(z))


def polar(z):
    return _cmath("polar", _complex(z))


def rect(r, phi):
    return _cmath("rect", _real(r), _real(phi))


def isnan(z):
    z = _complex(z)
    return z.real != z.real or z.imag != z.imag


def isinf(z):
    z = _complex(z)
    return z.real in (inf, -inf) or z.imag in (inf, -inf)


def isfinite(z):
    z = _complex(z)
    return not isnan(z) and not isinf(z)


def isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0):
    return _cmath("isclose", _complex(a), _complex(b), _real(rel_tol), _real(abs_tol))
