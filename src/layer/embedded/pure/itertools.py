"""`itertools` for agent programs, in the clauz3 subset. As in CPython, a call checks its
arguments and takes their iterators at once (a non-generator function doing that, then
returning a generator), and the items come lazily."""

from math import _index


def count(start=0, step=1):
    if not _is_number(start) or not _is_number(step):
        raise TypeError("a number is required")
    if isinstance(start, int) and isinstance(step, int) and step == 1:
        # CPython counts by one in a machine int: `count(True)` gives 1, 2, ...
        start = int(start)
    return _count(start, step)


def _is_number(x):
    # CPython's `PyNumber_Check`: a builtin number, or a value converting to one (a
    # `Fraction`, a `Decimal`, the program's class with `__index__`, `__int__` or `__float__`).
    if isinstance(x, (int, float, complex)):
        return True
    if isinstance(x, (str, bytes, list, tuple, dict, set)) or x is None:
        return False
    return hasattr(x, "__index__") or hasattr(x, "__int__") or hasattr(x, "__float__")


def _count(n, step):
    while True:
        yield n
        n = n + step


def cycle(iterable):
    return _cycle(iter(iterable))


def _cycle(it):
    saved = []
    for item in it:
        yield item
        saved.append(item)
    while saved:
        for item in saved:
            yield item


def repeat(*args, **kwargs):
    # `times` left out repeats forever; given, even as `None`, it must be an int. The
    # arguments are bound by hand for CPython's messages (`object` is the first one's name).
    for key in kwargs:
        if key not in ("object", "times"):
            raise TypeError(f"'{key}' is an invalid keyword argument for repeat()")
    if len(args) + len(kwargs) > 2:
        raise TypeError(f"repeat() takes at most 2 arguments ({len(args) + len(kwargs)} given)")
    if args:
        if "object" in kwargs:
            raise TypeError("argument for repeat() given by name ('object') and position (1)")
        obj = args[0]
    elif "object" in kwargs:
        obj = kwargs["object"]
    else:
        raise TypeError("repeat() missing required argument 'object' (pos 1)")
    if len(args) == 2:
        times = args[1]
    elif "times" in kwargs:
        times = kwargs["times"]
    else:
        return _forever(obj)
    return _repeat(obj, _index(times))


def _forever(obj):
    while True:
        yield obj


def _repeat(obj, times):
    for _ in range(times):
        yield obj


def accumulate(iterable, func=None, *, initial=None):
    return _accumulate(iter(iterable), func, initial)


def _accumulate(it, func, total):
    if total is None:
        for first in it:
            total = first
            break
        else:
            return
    yield total
    for item in it:
        total = total + item if func is None else func(total, item)
        yield total


def chain(*iterables):
    return _chain_from_iterable(iterables)


def _chain_from_iterable(iterables):
    # A loop, not `yield from`: closing the chain must not close the iterators it reads
    # (CPython's C `chain` leaves a generator it took items from open).
    for iterable in iterables:
        for item in iterable:
            yield item


def compress(data, selectors):
    return _compress(iter(data), iter(selectors))


def _compress(data, selectors):
    for item, keep in zip(data, selectors):
        if keep:
            yield item


def dropwhile(predicate, iterable):
    return _dropwhile(predicate, iter(iterable))


def _dropwhile(predicate, it):
    for item in it:
        if not predicate(item):
            yield item
            break
    for item in it:
        yield item


def takewhile(predicate, iterable):
    return _takewhile(predicate, iter(iterable))


def _takewhile(predicate, it):
    for item in it:
        if not predicate(item):
            break
        yield item


def filterfalse(predicate, iterable):
    return _filterfalse(predicate, iter(iterable))


def _filterfalse(predicate, it):
    for item in it:
        if not (bool(item) if predicate is None else predicate(item)):
            yield item


def starmap(function, iterable):
    return _starmap(function, iter(iterable))


def _starmap(function, it):
    for args in it:
        yield function(*args)


def pairwise(iterable):
    return _pairwise(iter(iterable))


def _pairwise(it):
    for previous in it:
        for item in it:
            yield previous, item
            previous = item
        break


def tee(iterable, n=2):
    n = _index(n)
    if n < 0:
        raise ValueError("n must be >= 0")
    it = iter(iterable)
    # One queue per branch: an item the source gives is queued for every branch, so each
    # sees every item once, in order, however far the others have read.
    queues = [[] for _ in range(n)]
    return tuple(_tee_branch(it, queues, i) for i in range(n))


def _tee_branch(it, queues, i):
    mine = queues[i]
    while True:
        if not mine:
            for item in it:
                for queue in queues:
                    queue.append(item)
                break
            else:
                return
        yield mine.pop(0)


def _islice_int(value, message):
    # CPython turns any failure of `__index__`, and an int past `sys.maxsize`, into the
    # `ValueError`; a negative int is checked by the caller.
    if value is None:
        return None
    try:
        value = _index(value)
    except Exception:
        raise ValueError(message) from None
    if value > 9223372036854775807:
        raise ValueError(message)
    return value


def islice(iterable, *args):
    if not args:
        raise TypeError("islice expected at least 2 arguments, got 1")
    if len(args) > 3:
        raise TypeError(f"islice expected at most 4 arguments, got {len(args) + 1}")
    stop_error = "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize."
    index_error = "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize."
    step_error = "Step for islice() must be a positive integer or None."
    if len(args) == 1:
        start, stop, step = 0, _islice_int(args[0], stop_error), 1
        if stop is not None and stop < 0:
            raise ValueError(stop_error)
    else:
        stop = _islice_int(args[1], stop_error)
        start = _islice_int(args[0], index_error)
        start = 0 if start is None else start
        if start < 0 or (stop is not None and stop < 0):
            raise ValueError(index_error)
        step = _islice_int(args[2], step_error) if len(args) == 3 else 1
        step = 1 if step is None else step
        if step <= 0:
            raise ValueError(step_error)
    return _islice(iter(iterable), start, stop, step)


def _islice(it, wanted, stop, step):
    if stop is not None and wanted >= stop:
        return
    for i, item in enumerate(it):
        if i == wanted:
            yield item
            wanted += step
            if stop is not None and wanted >= stop:
                return


def zip_longest(*iterables, fillvalue=None):
    its = []
    for i, iterable in enumerate(iterables):
        try:
            its.append(iter(iterable))
        except TypeError:
            raise TypeError(f"zip_longest argument #{i + 1} must support iteration") from None
    return _zip_longest(its, fillvalue)


def _zip_longest(its, fillvalue):
    live = len(its)
    if not live:
        return
    while True:
        row = []
        # By position, not `enumerate(its)`: an exhausted iterator is replaced in `its` while
        # the row is read, which the prover allows only outside a loop over the list.
        for i in range(len(its)):
            it = its[i]
            for item in it:
                row.append(item)
                break
            else:
                live -= 1
                if not live:
                    return
                its[i] = _forever(fillvalue)
                row.append(fillvalue)
        yield tuple(row)


def product(*iterables, repeat=1):
    repeat = _index(repeat)
    if repeat < 0:
        raise ValueError("repeat argument cannot be negative")
    pools = [tuple(it) for it in iterables] * repeat
    return _product(pools)


def _product(pools):
    results = [()]
    for pool in pools:
        results = [prefix + (item,) for prefix in results for item in pool]
    for row in results:
        yield row


def permutations(iterable, r=None):
    pool = tuple(iterable)
    if r is not None and not isinstance(r, int):
        # Unlike `combinations`, CPython's `permutations` does not ask `__index__`.
        raise TypeError("Expected int as r")
    r = len(pool) if r is None else r
    if r < 0:
        raise ValueError("r must be non-negative")
    return _permutations(pool, r)


def _permutations(pool, r):
    n = len(pool)
    if r > n:
        return
    indices = list(range(n))
    cycles = list(range(n, n - r, -1))
    yield tuple([pool[i] for i in indices[:r]])
    backwards = list(range(r - 1, -1, -1))
    while n:
        for i in backwards:
            cycles[i] -= 1
            if cycles[i] == 0:
                indices[i:] = indices[i + 1:] + indices[i:i + 1]
                cycles[i] = n - i
            else:
                j = cycles[i]
                indices[i], indices[-j] = indices[-j], indices[i]
                yield tuple([pool[k] for k in indices[:r]])
                break
        else:
            return


def combinations(iterable, r):
    r = _index(r)
    pool = tuple(iterable)
    if r < 0:
        raise ValueError("r must be non-negative")
    return _combinations(pool, r)


def _combinations(pool, r):
    n = len(pool)
    if r > n:
        return
    indices = list(range(r))
    yield tuple([pool[i] for i in indices])
    # The positions right to left, made once: the loops below run once per item.
    backwards = indices[::-1]
    while True:
        for i in backwards:
            if indices[i] != i + n - r:
                break
        else:
            return
        indices[i] += 1
        if i + 1 < r:
            for j in range(i + 1, r):
                indices[j] = indices[j - 1] + 1
        yield tuple([pool[k] for k in indices])


def combinations_with_replacement(iterable, r):
    r = _index(r)
    pool = tuple(iterable)
    if r < 0:
        raise ValueError("r must be non-negative")
    return _combinations_with_replacement(pool, r)


def _combinations_with_replacement(pool, r):
    n = len(pool)
    if not n and r:
        return
    indices = [0] * r
    yield tuple([pool[i] for i in indices])
    backwards = list(range(r - 1, -1, -1))
    while True:
        for i in backwards:
            if indices[i] != n - 1:
                break
        else:
            return
        indices[i:] = [indices[i] + 1] * (r - i)
        yield tuple([pool[k] for k in indices])


def groupby(iterable, key=None):
    return _groupby(iter(iterable), key)


def _groupby(it, key):
    # [current item, its key, whether `it` is exhausted, the number of the current group]:
    # a group stops yielding once the outer iterator has moved past it, as in CPython.
    state = [None, None, False, 0]

    def advance():
        for item in it:
            state[0] = item
            state[1] = item if key is None else key(item)
            return
        state[2] = True

    def group(number, target):
        if state[3] != number or state[2] or not state[1] == target:
            return
        # A group's items are the hot loop: each next item is read, keyed and compared here
        # (as CPython's `_grouper` does, with no second look at the outer position after the
        # key function ran), and stored only once its key is known.
        while True:
            yield state[0]
            if state[3] != number:
                return
            for item in it:
                current = item if key is None else key(item)
                state[0] = item
                state[1] = current
                if current == target:
                    break
                return
            else:
                state[2] = True
                return

    advance()
    while not state[2]:
        target = state[1]
        state[3] += 1
        yield target, group(state[3], target)
        while not state[2] and state[1] == target:
            advance()
