"""Decorated module-level functions: `@d def f` is `f = d(f)`, where the `def` runs."""
import functools
from functools import cache, lru_cache

CALLS = []
HANDLERS = {}


def logged(function):
    def wrapper(*args, **kwargs):
        CALLS.append(args)
        return function(*args, **kwargs)
    return wrapper


def register(name):
    def decorate(function):
        HANDLERS[name] = function
        return function
    return decorate


def repeat(times):
    def decorate(function):
        def wrapper(x):
            for _ in range(times):
                x = function(x)
            return x
        return wrapper
    return decorate


@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


@cache
def ways(n, coins=(1, 5, 10)):
    if n == 0:
        return 1
    return sum(ways(n - c, coins[i:]) for i, c in enumerate(coins) if c <= n)


@functools.lru_cache(maxsize=2)
def slow_square(x):
    print("computing", x)
    return x * x


@lru_cache
def shout(word):
    print("shout", word)
    return word.upper()


@logged
@repeat(3)
def double(x):
    return 2 * x


@register("greet")
def greet(name):
    return f"hello {name}"


def main():
    print(fib(100), ways(50))
    for x in (1, 2, 1, 3, 1, 2):
        print(slow_square(x))
    print(shout("a"), shout("a"), shout(word="a"))
    print(double(1), double(5), CALLS)
    print(HANDLERS["greet"]("bo"), greet("cy"), sorted(HANDLERS))
    try:
        fib([1])
    except TypeError as e:
        print("TypeError:", e)
    @lru_cache(maxsize=None)
    def paths(r, c):
        return 1 if r == 0 or c == 0 else paths(r - 1, c) + paths(r, c - 1)

    @repeat(2)
    @logged
    def inc(x):
        return x + 1
    print(paths(16, 16), inc(0), CALLS[-2:])
    try:
        double()
    except TypeError as e:
        print("TypeError:", e)


if __name__ == "__main__":
    main()
