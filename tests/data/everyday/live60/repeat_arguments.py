"""itertools.repeat bound as CPython binds it: times=None given is a TypeError, not forever."""
import itertools


def main():
    for f in [lambda: itertools.repeat(1, 2, 3), lambda: itertools.repeat(1, foo=2), lambda: itertools.repeat(1, 2, times=3), lambda: itertools.repeat(), lambda: itertools.repeat(object=1, times=2), lambda: itertools.repeat(1, None), lambda: itertools.repeat(1, times=None)]:
        try:
            print(list(f()))
        except Exception as e:
            print(type(e).__name__, e)


if __name__ == "__main__":
    main()
