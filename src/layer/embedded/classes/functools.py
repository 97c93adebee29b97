"""The half of `functools` that makes objects: `lru_cache`/`cache` wrappers with
`cache_info()`/`cache_clear()`, `cmp_to_key`'s key objects, `partial` objects and the wrappers
`wraps` and `update_wrapper` make. `reduce` is the functions-only half (`pure/functools.py`)."""

from typing import NamedTuple


class CacheInfo(NamedTuple):
    hits: int
    misses: int
    maxsize: int
    currsize: int


def lru_cache(maxsize=128, typed=False):
    if isinstance(maxsize, int):
        if maxsize < 0:
            maxsize = 0
    elif callable(maxsize) and isinstance(typed, bool):
        return _lru_cache_wrapper(maxsize, 128, typed)
    elif maxsize is not None:
        raise TypeError("Expected first argument to be an integer, a callable, or None")
    return lambda function: _lru_cache_wrapper(function, maxsize, typed)


def cache(function):
    return _lru_cache_wrapper(function, None, False)


class _KeywordsMark:
    # Stands between a call's positional arguments and its keywords in a key, as CPython's
    # `kwd_mark` does: an untyped call by position is keyed by its arguments' tuple alone, which
    # no call with keywords can equal.
    pass


def _cache_key(args, kwargs, typed):
    # The call's arguments as CPython tells calls apart: `f(1)`, `f(x=1)` and `f(1.0)` under
    # `typed=True` are three entries; untyped, a lone int or str is its own key, so `f(1.0)`
    # and `f(True)` share an entry that `f(1)` does not, as in CPython.
    if not kwargs and not typed and len(args) == 1 and (type(args[0]) is int or type(args[0]) is str):
        return args[0]
    key = (args, _KeywordsMark, tuple(kwargs.items()))
    if typed:
        key = (key, tuple(type(a) for a in args), tuple(type(v) for v in kwargs.values()))
    return key


class _lru_cache_wrapper:
    def __init__(self, function, maxsize, typed):
        if not callable(function):
            raise TypeError("the first argument must be callable")
        # CPython's wrapper takes the function's name, docstring and `__wrapped__`.
        update_wrapper(self, function)
        self._function = function
        self._maxsize = maxsize
        self._typed = typed
        # Results by the call's key, least recently used first: a hit moves its entry to the
        # end, and past `maxsize` entries the first goes.
        self._results = {}
        self._hits = 0
        self._misses = 0

    def __call__(self, *args, **kwargs):
        # The common call (by position, untyped) keys by its arguments' tuple, as CPython's
        # C wrapper does, without `_cache_key`'s call and its tuple of keywords.
        if kwargs or self._typed:
            key = _cache_key(args, kwargs, self._typed)
        elif len(args) == 1 and (type(args[0]) is int or type(args[0]) is str):
            key = args[0]
        else:
            key = args
        results = self._results
        if key in results:
            self._hits += 1
            value = results[key]
            if self._maxsize is not None:
                del results[key]
                results[key] = value
            return value
        self._misses += 1
        # Read first: `self._function(...)` would name a method.
        function = self._function
        value = function(*args, **kwargs) if kwargs else function(*args)
        if self._maxsize != 0:
            results[key] = value
            if self._maxsize is not None and len(results) > self._maxsize:
                del results[next(iter(results))]
        return value

    def cache_info(self):
        return CacheInfo(self._hits, self._misses, self._maxsize, len(self._results))

    def cache_clear(self):
        self._results.clear()
        self._hits = 0
        self._misses = 0

    def cache_parameters(self):
        return {"maxsize": self._maxsize, "typed": self._typed}


def cmp_to_key(mycmp):
    return KeyWrapper(mycmp, None)


class KeyWrapper:
    # `cmp_to_key(f)` is one without an object; calling it wraps one, ordered by `f`.
    def __init__(self, cmp, obj):
        self._cmp = cmp
        self.obj = obj

    def __call__(self, *args, **kwargs):
        if len(args) + len(kwargs) > 1:
            raise TypeError(f"K() takes at most 1 argument ({len(args) + len(kwargs)} given)")
        if "obj" in kwargs:
            return KeyWrapper(self._cmp, kwargs["obj"])
        if not args:
            raise TypeError("K() missing required argument 'obj' (pos 1)")
        return KeyWrapper(self._cmp, args[0])

    def _compare(self, other):
        if not isinstance(other, KeyWrapper):
            raise TypeError("other argument must be K instance")
        cmp = self._cmp
        return cmp(self.obj, other.obj)

    def __lt__(self, other):
        return self._compare(other) < 0

    def __le__(self, other):
        return self._compare(other) <= 0

    def __gt__(self, other):
        return self._compare(other) > 0

    def __ge__(self, other):
        return self._compare(other) >= 0

    def __eq__(self, other):
        return self._compare(other) == 0

    def __ne__(self, other):
        return self._compare(other) != 0


def singledispatch(func):
    return _SingleDispatch(func)


def _mro(cls):
    # The classes `cls` is an instance of, most derived first. A builtin class's `__mro__`
    # is not read: it is itself then `object`, save `bool`, which is an `int`.
    if cls is bool:
        return (bool, int, object)
    if cls is object:
        return (object,)
    if cls in (int, float, str, list, tuple, dict, set, frozenset, type(None), range, type):
        return (cls, object)
    return cls.__mro__


class _SingleDispatch:
    # A generic function: implementations by the class of the first argument, the
    # decorated function being `object`'s.
    def __init__(self, func):
        self._default = func
        self.registry = {object: func}

    def dispatch(self, cls):
        registry = self.registry
        for base in _mro(cls):
            if base in registry:
                return registry[base]
        return self._default

    @property
    def register(self):
        # A property handing out the registering function, so `@f.register` and
        # `@f.register(int)` both read it as a value.
        registry = self.registry

        def register(cls, func=None):
            if not isinstance(cls, type):
                raise TypeError(
                    "`register` without a class (from the annotation of an undecorated function) is not modelled: write `@f.register(Class)`"
                )
            if func is None:
                return lambda f: register(cls, f)
            registry[cls] = func
            return func

        return register

    def __call__(self, *args, **kwargs):
        if not args:
            raise TypeError("singledispatch function requires at least 1 positional argument")
        func = self.dispatch(type(args[0]))
        return func(*args, **kwargs)


class singledispatchmethod:
    # A generic method: the implementation chosen by the class of the argument after the
    # receiver. The class statement keeps it and a method passing its receiver on calls it.
    def __init__(self, func):
        if not callable(func):
            raise TypeError(f"{func!r} is not callable or a descriptor")
        self.dispatcher = _SingleDispatch(func)
        self.func = func

    def register(self, cls, method=None):
        register = self.dispatcher.register
        return register(cls, method)

    def __call__(self, *args, **kwargs):
        if len(args) < 2:
            # CPython reads the class of the first argument after the receiver.
            raise IndexError("tuple index out of range")
        dispatcher = self.dispatcher
        method = dispatcher.dispatch(type(args[1]))
        return method(*args, **kwargs)

    def _through_class(self, *args, **kwargs):
        # `C.m(obj, x)`: read through the class, CPython dispatches on the first argument.
        if not args:
            raise IndexError("tuple index out of range")
        method = self.dispatcher.dispatch(type(args[0]))
        return method(*args, **kwargs)


class partial:
    # CPython's `functools.partial`: `func`, `args` and `keywords` read back, a partial of a
    # partial flattened into one, as CPython does.
    def __init__(self, func, /, *args, **keywords):
        if not callable(func):
            raise TypeError("the first argument must be callable")
        if isinstance(func, partial):
            args = func.args + args
            keywords = {**func.keywords, **keywords}
            func = func.func
        self.func = func
        self.args = args
        self.keywords = keywords

    def __call__(self, /, *args, **keywords):
        func = self.func
        return func(*self.args, *args, **{**self.keywords, **keywords})


# What `update_wrapper` copies and merges, as CPython names them. `__annotations__` is copied
# by CPython too; clauz3 refuses reading it, so leaving it out changes nothing a program sees.
WRAPPER_ASSIGNMENTS = ("__module__", "__name__", "__qualname__", "__annotations__", "__doc__")
WRAPPER_UPDATES = ("__dict__",)


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    for attr in assigned:
        if attr == "__annotations__":
            continue
        try:
            value = getattr(wrapped, attr)
        except AttributeError:
            pass
        else:
            setattr(wrapper, attr, value)
    for attr in updated:
        if attr != "__dict__":
            getattr(wrapper, attr).update(getattr(wrapped, attr, {}))
            continue
        # `vars()` gives a copy here, not the live `__dict__`: its items are set one by one. A
        # builtin function (`lru_cache(None)(len)`) has none.
        if isinstance(wrapped, type(len)):
            items = {}
        else:
            try:
                items = vars(wrapped)
            except TypeError:
                items = {}
        for name, value in items.items():
            setattr(wrapper, name, value)
    wrapper.__wrapped__ = wrapped
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    return partial(update_wrapper, wrapped=wrapped, assigned=assigned, updated=updated)
