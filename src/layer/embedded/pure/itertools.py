"""`itertools` for agent programs, in the clauz3 subset: lazy where CPython is lazy."""


def count(start=0, step=1):
    n = start
    while True:
        yield n
        n += step


def cycle(iterable):
    saved = []
    for item in iterable:
        yield item
        saved.append(item)
    while saved:
        for item in saved:
            yield item


def repeat(obj, times=None):
    if times is None:
        while True:
            yield obj
    for _ in range(times):
        yield obj


def accumulate(iterable, func=None, *, initial=None):
    it = iter(iterable)
    total = initial
    if initial is None:
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
    for iterable in iterables:
        yield from iterable


def compress(data, selectors):
    for item, keep in zip(data, selectors):
        if keep:
            yield item


def dropwhile(predicate, iterable):
    it = iter(iterable)
    for item in it:
        if not predicate(item):
            yield item
            break
    yield from it


def takewhile(predicate, iterable):
    for item in iterable:
        if not predicate(item):
            break
        yield item


def filterfalse(predicate, iterable):
    for item in iterable:
        if not (bool(item) if predicate is None else predicate(item)):
            yield item


def starmap(function, iterable):
    for args in iterable:
        yield function(*args)


def pairwise(iterable):
    it = iter(iterable)
    for previous in it:
        for item in it:
            yield previous, item
            previous = item
        break


def _islice_index(value, what):
    if value is None:
        return None
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    raise ValueError(what + " argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.")


def islice(iterable, *args):
    if len(args) == 1:
        start, stop, step = 0, _islice_index(args[0], "Stop"), 1
    elif len(args) in (2, 3):
        start = _islice_index(args[0], "Indices")
        stop = _islice_index(args[1], "Stop")
        step = _islice_index(args[2], "Step") if len(args) == 3 else 1
        start = 0 if start is None else start
        step = 1 if step is None else step
        if step == 0:
            raise ValueError("Step for islice() must be a positive integer or None.")
    else:
        raise TypeError(f"islice expected at most 4 arguments, got {len(args) + 1}")
    it = iter(iterable)
    wanted = start
    for i, item in enumerate(it):
        if stop is not None and i >= stop:
            return
        if i == wanted:
            yield item
            wanted += step
            if stop is not None and wanted >= stop:
                return


def zip_longest(*iterables, fillvalue=None):
    its = [iter(it) for it in iterables]
    live = len(its)
    if not live:
        return
    while True:
        row = []
        for i, it in enumerate(its):
            for item in it:
                row.append(item)
                break
            else:
                live -= 1
                if not live:
                    return
                its[i] = repeat(fillvalue)
                row.append(fillvalue)
        yield tuple(row)


def product(*iterables, repeat=1):
    if repeat < 0:
        raise ValueError("repeat argument cannot be negative")
    pools = [tuple(it) for it in iterables] * repeat
    results = [()]
    for pool in pools:
        results = [prefix + (item,) for prefix in results for item in pool]
    for row in results:
        yield row


def permutations(iterable, r=None):
    pool = tuple(iterable)
    n = len(pool)
    r = n if r is None else r
    if r < 0:
        raise ValueError("r must be non-negative")
    if r > n:
        return
    indices = list(range(n))
    cycles = list(range(n, n - r, -1))
    yield tuple(pool[i] for i in indices[:r])
    while n:
        for i in reversed(range(r)):
            cycles[i] -= 1
            if cycles[i] == 0:
                indices[i:] = indices[i + 1:] + indices[i:i + 1]
                cycles[i] = n - i
            else:
                j = cycles[i]
                indices[i], indices[-j] = indices[-j], indices[i]
                yield tuple(pool[i] for i in indices[:r])
                break
        else:
            return


def combinations(iterable, r):
    pool = tuple(iterable)
    n = len(pool)
    if r < 0:
        raise ValueError("r must be non-negative")
    if r > n:
        return
    indices = list(range(r))
    yield tuple(pool[i] for i in indices)
    while True:
        for i in reversed(range(r)):
            if indices[i] != i + n - r:
                break
        else:
            return
        indices[i] += 1
        for j in range(i + 1, r):
            indices[j] = indices[j - 1] + 1
        yield tuple(pool[i] for i in indices)


def combinations_with_replacement(iterable, r):
    pool = tuple(iterable)
    n = len(pool)
    if r < 0:
        raise ValueError("r must be non-negative")
    if not n and r:
        return
    indices = [0] * r
    yield tuple(pool[i] for i in indices)
    while True:
        for i in reversed(range(r)):
            if indices[i] != n - 1:
                break
        else:
            return
        indices[i:] = [indices[i] + 1] * (r - i)
        yield tuple(pool[i] for i in indices)


def groupby(iterable, key=None):
    it = iter(iterable)
    # [current item, its key, whether `it` is exhausted, the group now current]
    state = [None, None, False, 0]

    def advance():
        for item in it:
            state[0] = item
            state[1] = item if key is None else key(item)
            return
        state[2] = True

    def group(number, target):
        while state[3] == number and not state[2] and state[1] == target:
            yield state[0]
            advance()

    advance()
    while not state[2]:
        target = state[1]
        state[3] += 1
        yield target, group(state[3], target)
        while not state[2] and state[1] == target:
            advance()
