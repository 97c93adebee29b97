"""`operator` for agent programs: the operators as functions, `itemgetter`, `attrgetter` and
`methodcaller`."""
from cmath import polar as _polar


def add(a, b):
    return a + b


def sub(a, b):
    return a - b


def mul(a, b):
    return a * b


def truediv(a, b):
    return a / b


def floordiv(a, b):
    return a // b


def mod(a, b):
    return a % b


def pow(a, b):
    return a ** b


def neg(a):
    return -a


def pos(a):
    return +a


def abs(a):
    if isinstance(a, complex):
        # The builtin `abs` is this function's own name here: a complex number's modulus is
        # its polar radius (CPython's `_Py_c_abs` both).
        return _polar(a)[0]
    return +a if a > 0 else -a


def and_(a, b):
    return a & b


def or_(a, b):
    return a | b


def xor(a, b):
    return a ^ b


def invert(a):
    return ~a


def lshift(a, b):
    return a << b


def rshift(a, b):
    return a >> b


def eq(a, b):
    return a == b


def ne(a, b):
    return a != b


def lt(a, b):
    return a < b


def le(a, b):
    return a <= b


def gt(a, b):
    return a > b


def ge(a, b):
    return a >= b


def not_(a):
    return not a


def truth(a):
    return bool(a)


def concat(a, b):
    return a + b


def contains(a, b):
    return b in a


def countOf(a, b):
    return sum(1 for item in a if item == b)


def indexOf(a, b):
    for i, item in enumerate(a):
        if item == b:
            return i
    raise ValueError("sequence.index(x): x not in sequence")


def getitem(a, b):
    return a[b]


def itemgetter(item, *items):
    if not items:
        return lambda obj: obj[item]
    keys = (item, *items)
    return lambda obj: tuple(obj[k] for k in keys)


def _dotted(obj, name):
    for part in name.split("."):
        obj = getattr(obj, part)
    return obj


def attrgetter(attr, *attrs):
    names = (attr, *attrs)
    for name in names:
        if not isinstance(name, str):
            raise TypeError("attribute name must be a string")
    if not attrs:
        return lambda obj: _dotted(obj, attr)
    return lambda obj: tuple(_dotted(obj, name) for name in names)


def methodcaller(name, *args, **kwargs):
    if not isinstance(name, str):
        raise TypeError("method name must be a string")
    return lambda obj: getattr(obj, name)(*args, **kwargs)
