from functools import reduce, lru_cache, partial, cmp_to_key
import operator


@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


def compare_versions(a, b):
    pa = [int(x) for x in a.split(".")]
    pb = [int(x) for x in b.split(".")]
    return (pa > pb) - (pa < pb)


def power(base, exponent):
    return base ** exponent


def main():
    print(reduce(lambda a, b: a * b, range(1, 11)))
    print(reduce(operator.add, ["a", "b", "c"], ">"))
    print(fib(90))
    square = partial(power, exponent=2)
    cube = partial(power, exponent=3)
    print([square(x) for x in range(5)], cube(4))
    versions = ["1.10.0", "1.2.3", "1.2.10", "0.9", "1.2"]
    print(sorted(versions, key=cmp_to_key(compare_versions)))
    print(sorted(versions, key=cmp_to_key(compare_versions), reverse=True)[0])
    try:
        reduce(operator.add, [])
    except TypeError as e:
        print("TypeError:", e)


if __name__ == "__main__":
    main()
