"""Ranking and combining readings with builtin types' special methods passed as values."""


def apply_all(funcs, value):
    return [f(value) for f in funcs]


def main():
    readings = [3, 10, 7, 1, 12]
    print(sorted(readings, key=(10).__sub__), max(readings, key=(4).__rsub__))
    print(list(filter((5).__lt__, readings)), list(filter((7).__eq__, readings)))
    prefix = "id-".__add__
    print(prefix("7"), list(map(prefix, ["a", "b"])))
    print(list(map(int.__add__, [1, 2, 3], [10, 20, 30])), list(map(str.__mul__, ["ab", "c"], [2, 3])))
    print(sorted(["ccc", "a", "bb"], key=str.__len__))
    lt = int.__lt__
    print(lt(1, 2), lt(3, 2), lt(1, 2.0), int.__lt__ == lt, int.__lt__ == int.__le__)
    print(int.__add__, str.__mul__, float.__truediv__)
    print(repr(int.__eq__), str(dict.__setitem__))
    ops = [(2).__mul__, (2).__pow__, (2).__rpow__, (100).__floordiv__, (1.5).__add__]
    print(apply_all(ops, 5), apply_all([abs, int.__neg__, (2).__sub__], -4))
    try:
        (10).__len__
    except AttributeError as e:
        print("AttributeError:", e)
    try:
        str.__sub__
    except AttributeError as e:
        print("AttributeError:", e)
    try:
        int.__add__("a", 1)
    except TypeError as e:
        print("TypeError:", e)
    try:
        int.__sub__()
    except TypeError as e:
        print("TypeError:", e)
    merged = {}
    store = merged.__setitem__
    for key, value in zip("abc", readings):
        store(key, value)
    print(merged, (3).__add__(4), list(map((1).__add__, range(3))))
    print(store == merged.__setitem__, store == {}.__setitem__, store is merged.__setitem__)
    print(int.__add__ is int.__add__, int.__add__ == str.__add__, int.__add__ != int.__add__)
    return sum(map((2).__mul__, readings))
