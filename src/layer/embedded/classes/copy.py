"""`copy` for agent programs: `copy` and `deepcopy` as CPython 3.11 gives them for the values a
program has. A shallow copy is a new container (or instance) holding the same items, so a
mutable item is shared by both; a deep copy copies every mutable value it reaches once,
keeping a structure's sharing and cycles (`memo`). Instances of the program's classes and
dataclasses are copied attribute by attribute without calling `__init__`, or by their own
`__copy__`/`__deepcopy__(memo)`; enumeration members, classes, functions and immutable values
are themselves. The evaluator answers what subset Python cannot ask (`_copy`): a value's
kind, an instance's attributes and a new one of its class, and where a value is in the memo,
which here is a list of `[original, copy]` pairs rather than CPython's dict keyed by `id`."""


class Error(Exception):
    pass


# Values that are their own copies, shallow and deep.
_ATOMS = (
    "NoneType",
    "int",
    "float",
    "complex",
    "bool",
    "str",
    "range",
    "slice",
    "function",
    "builtin_function_or_method",
    "method",
    "type",
    "enum",
    "NotImplementedType",
    "Pattern",
    "Match",
)
_LISTS = ("list", "deque")
_DICTS = ("dict", "Counter", "defaultdict", "OrderedDict")


def _refused(x, kind):
    if kind == "exception" or isinstance(x, BaseException):
        return NotImplementedError("copying an exception is not modelled: raise a new one with the same arguments")
    if kind == "iterator":
        return NotImplementedError("copying an iterator is not modelled: copy a list of its items")
    return TypeError(f"cannot pickle '{kind}' object")


def _reconstruct(x, memo):
    # CPython's `_reconstruct(x, memo, *x.__reduce_ex__(4))` for an instance of a class
    # deriving from a builtin type: made by `cls.__new__(cls, *args)` (a `set` or `frozenset`
    # subclass's by `cls(items)`, which runs `__init__`), its `__dict__` set without
    # `__setattr__`, then a list's items appended and a dict's pairs stored through the class.
    how, args, base = _copy("reduce", x)
    deep = memo is not None
    if deep:
        args = [_deep(a, memo)[0] for a in args]
    y = type(x)(*args) if how == "call" else _copy("newobj", x, args)
    if deep:
        memo.append([x, y, True])
    for name, value in _copy("fields", x):
        _copy("set", y, name, _deep(value, memo)[0] if deep else value)
    if base == "list":
        for item in x:
            y.append(_deep(item, memo)[0] if deep else item)
    elif base == "dict":
        for key, value in x.items():
            if deep:
                key = _deep(key, memo)[0]
                value = _deep(value, memo)[0]
            y[key] = value
    return y


def copy(x):
    kind = _copy("kind", x)
    if kind in _ATOMS or kind in ("tuple", "frozenset"):
        return x
    if kind == "subclass":
        if _copy("hook", x, "__copy__"):
            return _copy("call", x, "__copy__")
        return _reconstruct(x, None)
    if kind == "named_tuple":
        return _copy("remake", x, list(x))
    if kind in _LISTS or kind in _DICTS or kind in ("set", "bytearray"):
        return x.copy()
    if kind != "instance":
        raise _refused(x, kind)
    if _copy("hook", x, "__copy__"):
        return _copy("call", x, "__copy__")
    y = _copy("blank", x)
    for name, value in _copy("fields", x):
        _copy("set", y, name, value)
    return y


def _seen(memo, x):
    # What `memo` has of `x` itself: `[copy, whether it is a new object]`, else `[]`.
    i = _copy("find", memo, x)
    return [memo[i][1], memo[i][2]] if i >= 0 else []


def deepcopy(x, memo=None, _nil=None):
    if memo is None:
        memo = []
    return _deep(x, memo)[0]


def _deep(x, memo):
    # The deep copy of `x` and whether it is a new object (a tuple whose items all copy to
    # themselves is itself, as in CPython); `memo` holds `[original, copy, new]` triples.
    kind = _copy("kind", x)
    if kind in _ATOMS:
        return [x, False]
    seen = _seen(memo, x)
    if seen:
        return seen
    if kind == "subclass":
        if _copy("hook", x, "__deepcopy__"):
            y = _copy("call", x, "__deepcopy__", memo)
            memo.append([x, y, True])
            return [y, True]
        return [_reconstruct(x, memo), True]
    if kind == "instance":
        if _copy("hook", x, "__deepcopy__"):
            y = _copy("call", x, "__deepcopy__", memo)
            memo.append([x, y, True])
            return [y, True]
        y = _copy("blank", x)
        memo.append([x, y, True])
        for name, value in _copy("fields", x):
            _copy("set", y, name, _deep(value, memo)[0])
        return [y, True]
    if kind == "bytearray":
        y = x.copy()
        memo.append([x, y, True])
        return [y, True]
    if kind in _LISTS:
        # `copy()` then `clear()`: a new container of the same kind (a deque keeps its maxlen).
        y = x.copy()
        y.clear()
        memo.append([x, y, True])
        for item in x:
            y.append(_deep(item, memo)[0])
        return [y, True]
    if kind in _DICTS:
        y = x.copy()
        y.clear()
        memo.append([x, y, True])
        for key, value in x.items():
            y[_deep(key, memo)[0]] = _deep(value, memo)[0]
        return [y, True]
    if kind == "set":
        y = set()
        memo.append([x, y, True])
        for item in x:
            y.add(_deep(item, memo)[0])
        return [y, True]
    if kind not in ("tuple", "frozenset", "named_tuple"):
        raise _refused(x, kind)
    copies = [_deep(item, memo) for item in x]
    # A tuple reached again through its own items was copied meanwhile.
    seen = _seen(memo, x)
    if seen:
        return seen
    items = [c[0] for c in copies]
    new = True
    if kind == "frozenset":
        y = frozenset(items)
    elif kind == "named_tuple":
        y = _copy("remake", x, items)
    elif any(c[1] for c in copies):
        y = tuple(items)
    else:
        y = x
        new = False
    memo.append([x, y, new])
    return [y, new]
