def make_counter(start=0, step=1):
    count = start

    def bump():
        nonlocal count
        count += step
        return count

    return bump


def make_multipliers():
    return [lambda x, k=k: x * k for k in range(4)]


def memoize(fn):
    cache = {}

    def wrapper(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]

    return wrapper


def compose(*fns):
    def run(x):
        for f in reversed(fns):
            x = f(x)
        return x
    return run


def main():
    c1, c2 = make_counter(), make_counter(100, 10)
    print(c1(), c1(), c2(), c1(), c2())
    print([m(5) for m in make_multipliers()])
    late = [lambda: k for k in range(3)]
    print([f() for f in late])
    slow_square = memoize(lambda n: n * n)
    print(slow_square(12), slow_square(12))
    pipeline = compose(str, abs, lambda x: x - 10)
    print(repr(pipeline(3)))
    adders = {name: (lambda n: lambda x: x + n)(n) for name, n in [("one", 1), ("ten", 10)]}
    print(adders["one"](5), adders["ten"](5))
    def kw(a, b=2, *args, c, d=4, **kwargs):
        return a, b, args, c, d, sorted(kwargs.items())
    print(kw(1, c=3), kw(1, 2, 3, 4, c=5, e=6, f=7))
    opts = {"c": 9, "z": 0}
    print(kw(*[1, 2], **opts))


if __name__ == "__main__":
    main()
