"""next() of a map or filter whose function raised StopIteration(v), or whose source generator returned v:
CPython lets that StopIteration out, so e.value is v."""
def stopper(x):
    if x > 1:
        raise StopIteration(x * 10)
    return x


def gen():
    yield 1
    return 7


def main():
    it = map(stopper, [1, 2, 3])
    print(next(it))
    try:
        next(it)
    except StopIteration as e:
        print("map value", e.value, e.args)
    print(next(it, "default"))
    print(list(map(stopper, [1, 1, 5, 1])))
    it = filter(stopper, [1, 2])
    print(next(it))
    try:
        next(it)
    except StopIteration as e:
        print("filter value", e.value)
    m = map(str, gen())
    print(next(m))
    try:
        next(m)
    except StopIteration as e:
        print("source ended", e.value, e.args)
    f = filter(None, gen())
    print(next(f))
    try:
        next(f)
    except StopIteration as e:
        print("filter source ended", e.value)


if __name__ == "__main__":
    main()
