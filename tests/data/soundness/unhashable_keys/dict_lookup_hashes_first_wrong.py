# `d.get([])` is CPython's `TypeError`, not the default: a lookup of an unhashable key in an
# empty dict was taken as missing, and this program proved (CPython fails for every x).
# expect: failed
# inputs: (0,), (1,), (-3,), (10**20,)
def main(x: int) -> int:
    d = {}
    try:
        d[[]]
    except KeyError:
        return x
    except TypeError:
        pass
    assert d.get([]) is None
    return x
