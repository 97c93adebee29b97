"""functools and operator as CPython has them."""
import operator
from functools import partial, reduce
from operator import itemgetter


def describe(a, b=2, *rest, sep="-", **extra):
    return sep.join(map(str, (a, b, *rest))) + str(sorted(extra.items()))


def main():
    print(reduce(operator.mul, range(1, 6)), reduce(operator.add, [], 0), reduce(lambda a, b: a + b, ["x"]))
    for args in ((operator.add, []), (operator.add, 5), (operator.add, [1], 0, 1)):
        try:
            reduce(*args)
        except TypeError as e:
            print("TypeError:", e)
    p = partial(describe, 1, sep="+")
    print(p(), p(5, 6, 7), p(sep="*"), partial(p, 9, x=1)(), partial(describe)(0))
    try:
        partial(3)
    except TypeError as e:
        print("TypeError:", e)
    rows = [("b", 2, 9.5), ("a", 2, 1.0), ("c", 1, 3.25)]
    print(sorted(rows, key=itemgetter(1, 0)), max(rows, key=itemgetter(2)), itemgetter(-1)("xyz"))
    print(list(map(itemgetter("k"), [{"k": 1}, {"k": 2}])), sorted({"x": 3, "y": 1}.items(), key=itemgetter(1)))
    print(operator.sub(5, 7), operator.truediv(7, 2), operator.floordiv(-7, 2), operator.mod(-7, 3), operator.pow(2, -1))
    print(operator.neg(3), operator.pos(-0.0), operator.abs(-2.5), operator.abs(True), operator.invert(5), operator.not_([]))
    print(operator.and_(12, 10), operator.or_({1}, {2}), operator.xor(True, True), operator.lshift(1, 40), operator.rshift(-9, 1))
    print(operator.eq(1, 1.0), operator.ne("a", "a"), operator.lt([1], [1, 0]), operator.le(2, 2), operator.gt("b", "a"), operator.ge(1, 2))
    print(operator.truth(""), operator.concat("ab", "c"), operator.contains({"a": 1}, "a"), operator.countOf([1, 2, 1, 1.0], 1))
    print(operator.indexOf("abc", "c"), operator.getitem({"k": [1, 2]}, "k"), operator.getitem("hello", -1))
    try:
        operator.indexOf([1, 2], 3)
    except ValueError as e:
        print("ValueError:", e)


if __name__ == "__main__":
    main()
