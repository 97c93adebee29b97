"""`functools` for agent programs, in the clauz3 subset: its plain functions. `lru_cache`,
`cache` and `cmp_to_key` make objects, so they are the class half (`classes/functools.py`)."""


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
