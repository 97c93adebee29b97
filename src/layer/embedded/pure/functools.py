"""`functools` for agent programs, in the clauz3 subset: its plain functions. `lru_cache`,
`cache`, `cmp_to_key`, `partial` and `wraps` make objects, so they are the class half
(`classes/functools.py`)."""


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
