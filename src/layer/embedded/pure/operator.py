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


def setitem(a, b, c):
    a[b] = c


def delitem(a, b):
    del a[b]


def is_(a, b):
    return a is b


def is_not(a, b):
    return a is not b


def index(a):
    # `bin` asks for `__index__` with CPython's message for a value without one ("'float'
    # object cannot be interpreted as an integer"); reading its text back keeps the int exact.
    return int(bin(a), 0)


def inv(a):
    return ~a


def matmul(a, b):
    return a @ b


def call(obj, /, *args, **kwargs):
    return obj(*args, **kwargs)


# The in-place operators: the augmented assignment's own protocol (a list extended in place,
# an int rebound), returning the result as CPython's `operator.iadd` and kin do.
def iadd(a, b):
    a += b
    return a


def isub(a, b):
    a -= b
    return a


def imul(a, b):
    a *= b
    return a


def itruediv(a, b):
    a /= b
    return a


def ifloordiv(a, b):
    a //= b
    return a


def imod(a, b):
    a %= b
    return a


def ipow(a, b):
    a **= b
    return a


def iand(a, b):
    a &= b
    return a


def ior(a, b):
    a |= b
    return a


def ixor(a, b):
    a ^= b
    return a


def ilshift(a, b):
    a <<= b
    return a


def irshift(a, b):
    a >>= b
    return a


def imatmul(a, b):
    a @= b
    return a


def iconcat(a, b):
    if not hasattr(a, "__getitem__"):
        raise TypeError(f"'{type(a).__name__}' object can't be concatenated")
    a += b
    return a
