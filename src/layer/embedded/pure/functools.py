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
        # `vars()` gives a copy here, not the live `__dict__`: its items are set one by one.
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
