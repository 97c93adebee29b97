"""Inspect the state held by closure-based counters and caches, as a debugging agent would."""


def make_counter(start, step=1):
    count = start

    def bump():
        nonlocal count
        count += step
        return count
    return bump


def make_cache(limit):
    store = {}
    hits = [0]

    def get(key, compute):
        if key in store:
            hits[0] += 1
            return store[key]
        if len(store) >= limit:
            store.pop(next(iter(store)))
        store[key] = compute(key)
        return store[key]
    return get


def deferred():
    def report():
        return f"ready={ready}"
    try:
        report.__closure__[0].cell_contents
    except ValueError as e:
        print("before assignment:", e)
    ready = True
    return report


def state_of(fn):
    if fn.__closure__ is None:
        return f"{fn.__name__}: no cells"
    return f"{fn.__name__}: " + ", ".join(repr(c.cell_contents) for c in fn.__closure__)


def main():
    c = make_counter(10, step=5)
    print(state_of(c))
    c(), c()
    print(state_of(c), c.__closure__[0] is c.__closure__[0], type(c.__closure__[0]).__name__)
    get = make_cache(2)
    for key in ["a", "b", "a", "c", "b"]:
        get(key, str.upper)
    print(state_of(get), len(get.__closure__))
    print(state_of(deferred()), deferred()())
    print(state_of(state_of), make_counter.__defaults__, make_counter.__kwdefaults__)
    for fn in (c, get, make_counter, state_of, lambda x, *, y=1: x):
        code = fn.__code__
        print(code.co_name, code.co_qualname, code.co_argcount, code.co_kwonlyargcount, code.co_freevars)
    wrapped = [lambda: c() * 2]
    print(wrapped[0].__closure__[0].cell_contents is c, wrapped[0]())
    return c()


if __name__ == "__main__":
    main()
