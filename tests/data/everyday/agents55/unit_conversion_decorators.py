"""A library of unit conversions registered with decorators."""
import functools

CONVERTERS = {}


def converter(src, dst, *, symmetric=True):
    def decorate(fn):
        CONVERTERS[(src, dst)] = fn
        if symmetric:
            CONVERTERS[(dst, src)] = functools.partial(invert, fn)
        return fn
    return decorate


def invert(fn, y, lo=-1e6, hi=1e6):
    for _ in range(200):
        mid = (lo + hi) / 2
        if fn(mid) < y:
            lo = mid
        else:
            hi = mid
    return round((lo + hi) / 2, 6)


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        result = fn(*args, **kwargs)
        print(f"  [{fn.__name__}{args}] -> {result}")
        return result
    return wrapper


@converter("c", "f")
def c_to_f(c):
    return c * 9 / 5 + 32


@converter("km", "mi")
def km_to_mi(km):
    return km * 0.621371


@converter("kg", "lb")
def kg_to_lb(kg):
    return kg * 2.20462


@converter("l", "gal", symmetric=False)
def l_to_gal(l):
    return l * 0.264172


@logged
def convert(value, src, dst):
    try:
        fn = CONVERTERS[(src, dst)]
    except KeyError:
        raise ValueError(f"no conversion {src}->{dst}") from None
    return round(fn(value), 3)


def main():
    print(sorted(f"{a}->{b}" for a, b in CONVERTERS))
    for value, src, dst in [(100, "c", "f"), (212, "f", "c"), (42.195, "km", "mi"), (10, "lb", "kg"), (3, "gal", "l")]:
        try:
            convert(value, src, dst)
        except ValueError as e:
            print("error:", e)
    print(convert.__name__, convert.__wrapped__ is not None)


if __name__ == "__main__":
    main()
