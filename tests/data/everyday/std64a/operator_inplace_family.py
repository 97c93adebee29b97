"""The rest of `operator`: item setting and deleting, identity, index, and the in-place family."""
import operator
from collections import deque
from functools import reduce


class Box:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n


def main():
    stock = {"apples": 3}
    operator.setitem(stock, "pears", 5)
    operator.delitem(stock, "apples")
    print(stock)
    xs = [1]
    same = operator.iadd(xs, [2])
    print(xs, same is xs, operator.iadd(1, 2), operator.isub(5, 2), operator.imul("ab", 2))
    print(operator.itruediv(7, 2), operator.ifloordiv(7, 2), operator.imod(7, 3), operator.ipow(2, 5))
    print(operator.iand(6, 3), operator.ior(6, 3), operator.ixor(6, 3), operator.ilshift(1, 4), operator.irshift(16, 2))
    tags = {"a"}
    print(operator.ior(tags, {"b"}) is tags, sorted(tags), operator.iconcat([1], [2]), operator.iconcat("x", "y"))
    print(operator.index(7), operator.index(True), operator.index(-12345678901234567890), operator.index(Box(4)))
    print(operator.inv(5), operator.is_(None, None), operator.is_not(1, None), operator.call(max, 3, 9, key=abs))
    print(reduce(operator.iadd, [[1], [2, 3], [4]], []), operator.iadd(deque([1]), [2]))
    grid = [0, 1, 2, 3, 4]
    operator.delitem(grid, slice(0, 2))
    operator.setitem(grid, slice(0, 0), [9, 8])
    print(grid, operator.call(len, grid))
    checks = [
        lambda: operator.index(1.5),
        lambda: operator.index("3"),
        lambda: operator.iconcat(1, 2),
        lambda: operator.delitem({}, "k"),
        lambda: operator.setitem((1,), 0, 2),
        lambda: operator.iadd([1], 2),
        lambda: operator.matmul(1, 2),
        lambda: operator.imatmul([1], [2]),
        lambda: operator.itruediv(1, 0),
    ]
    for check in checks:
        try:
            print(check())
        except (TypeError, KeyError, ZeroDivisionError) as err:
            print(type(err).__name__ + ":", err)


if __name__ == "__main__":
    main()
