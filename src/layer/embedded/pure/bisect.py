"""`bisect` for agent programs: CPython's binary searches, midpoint for midpoint, so the
position found among equal items and the errors are CPython's."""

from math import _index


def _bounds(a, lo, hi):
    # CPython reads both bounds by `__index__`, and takes `hi=-1` as it takes `None`: the
    # whole list.
    lo = _index(lo)
    if hi is None:
        hi = -1
    elif isinstance(hi, int) or hasattr(type(hi), "__index__"):
        hi = _index(hi)
    else:
        raise TypeError(f"argument should be integer or None, not '{type(hi).__name__}'")
    if lo < 0:
        raise ValueError("lo must be non-negative")
    return lo, len(a) if hi == -1 else hi


def bisect_right(a, x, lo=0, hi=None, *, key=None):
    lo, hi = _bounds(a, lo, hi)
    while lo < hi:
        mid = (lo + hi) // 2
        if x < (a[mid] if key is None else key(a[mid])):
            hi = mid
        else:
            lo = mid + 1
    return lo


def bisect_left(a, x, lo=0, hi=None, *, key=None):
    lo, hi = _bounds(a, lo, hi)
    while lo < hi:
        mid = (lo + hi) // 2
        if (a[mid] if key is None else key(a[mid])) < x:
            lo = mid + 1
        else:
            hi = mid
    return lo


def bisect(a, x, lo=0, hi=None, *, key=None):
    return bisect_right(a, x, lo, hi, key=key)


def insort_right(a, x, lo=0, hi=None, *, key=None):
    a.insert(bisect_right(a, x if key is None else key(x), lo, hi, key=key), x)


def insort_left(a, x, lo=0, hi=None, *, key=None):
    a.insert(bisect_left(a, x if key is None else key(x), lo, hi, key=key), x)


def insort(a, x, lo=0, hi=None, *, key=None):
    insort_right(a, x, lo, hi, key=key)
