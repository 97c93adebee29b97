"""`functools` for agent programs, in the clauz3 subset."""


def reduce(function, iterable, *initial):
    if len(initial) > 1:
        raise TypeError(f"reduce expected at most 3 arguments, got {len(initial) + 2}")
    try:
        it = iter(iterable)
    except TypeError:
        raise TypeError("reduce() arg 2 must support iteration") from None
    if initial:
        value = initial[0]
    else:
        for value in it:
            break
        else:
            raise TypeError("reduce() of empty iterable with no initial value")
    for item in it:
        value = function(value, item)
    return value


def partial(func, /, *args, **keywords):
    if not callable(func):
        raise TypeError("the first argument must be callable")

    def call(*more, **more_keywords):
        return func(*args, *more, **{**keywords, **more_keywords})

    return call


def lru_cache(maxsize=128, typed=False):
    if callable(maxsize) and not isinstance(maxsize, bool):
        return _cached(maxsize, 128)
    if maxsize is not None and not isinstance(maxsize, int):
        raise TypeError("Expected first argument to be an integer, a callable, or None")
    if maxsize is not None and maxsize < 0:
        maxsize = 0
    return lambda function: _cached(function, maxsize)


def cache(function):
    return _cached(function, None)


def _cached(function, maxsize):
    # Results by the call's arguments, least recently used first: a hit moves its entry to
    # the end, and past `maxsize` entries the first goes.
    results = {}

    def wrapper(*args, **kwargs):
        key = (args, tuple(kwargs.items()))
        if key in results:
            value = results.pop(key)
            results[key] = value
            return value
        value = function(*args, **kwargs)
        if maxsize != 0:
            results[key] = value
            if maxsize is not None and len(results) > maxsize:
                del results[next(iter(results))]
        return value

    return wrapper
