# Module-level functions called with every parameter by position: recursion, mutual
# recursion, a function with more locals than parameters, one whose parameter a closure
# captures, a generator function, one returning nothing, and exceptions raised several calls
# deep, caught in the caller or by the program's handler.


def fib(n: int) -> int:
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def is_even(n: int) -> bool:
    if n == 0:
        return True
    return is_odd(n - 1)


def is_odd(n: int) -> bool:
    if n == 0:
        return False
    return is_even(n - 1)


def spread(a: int, b: int, c: int) -> int:
    total = a
    for x in (b, c):
        doubled = x * 2
        total += doubled
    return total


def adder(base: int):
    def add(x: int) -> int:
        return base + x

    return add


def countdown(n: int):
    while n > 0:
        yield n
        n -= 1


def nothing(x: int) -> None:
    if x > 100:
        print("big")


def divide(a: int, b: int) -> int:
    return a // b


def chain(depth: int, b: int) -> int:
    if depth == 0:
        return divide(10, b)
    return chain(depth - 1, b) + 1


def main() -> None:
    print([fib(k) for k in range(15)])
    print(is_even(10), is_odd(7), is_even(7))
    print(spread(1, 2, 3), spread(-1, 0, 5))
    add5 = adder(5)
    print(add5(1), adder(-2)(2))
    print(list(countdown(4)), sum(countdown(10)))
    print(nothing(3))
    print(chain(3, 2))
    try:
        chain(4, 0)
    except ZeroDivisionError as exc:
        print("caught", type(exc).__name__, exc)
    try:
        spread(1, 2, "x")
    except TypeError as exc:
        print("caught", exc)
