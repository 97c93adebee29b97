# A tally whose arithmetic reads literals and locals straight in the statement or call that
# uses them (`n = n // 2`, `step(n - 1)`, `if n % 2 == 0`), in a program with classes too
# (ints, floats and bools meet instances only through their special methods), with every
# error CPython raises there: a local read before it is bound, division by zero, `str - int`.


class Money:
    def __init__(self, cents: int) -> None:
        self.cents = cents

    def __add__(self, other):
        if isinstance(other, Money):
            return Money(self.cents + other.cents)
        return Money(self.cents + other)

    def __radd__(self, other):
        return Money(other + self.cents)

    def __lt__(self, other) -> bool:
        return self.cents < (other.cents if isinstance(other, Money) else other)

    def __repr__(self) -> str:
        return f"Money({self.cents})"


def halvings(n: int) -> int:
    steps = 0
    while n > 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps


def depth(n: int, acc: int) -> int:
    if n <= 0:
        return acc
    return depth(n - 1, acc + n % 3)


def step_back(n) -> int:
    return halvings(n - 1)


def late_read() -> int:
    total = limit * 2
    limit = 3
    return total


def mixed(a, b):
    x = a + b
    y = a * b
    z = a - b
    w = a / b if b else 0.0
    q = a // b if b else 0
    return (x, y, z, w, q, a < b, a == b, a >= b)


def attempt(what: str, thunk) -> None:
    try:
        print(what, "->", thunk())
    except (ZeroDivisionError, TypeError, UnboundLocalError, OverflowError, IndexError) as e:
        print(what, "raised", type(e).__name__, e)


def sieve(limit: int) -> list[int]:
    flags = [True] * (limit + 1)
    flags[0] = flags[1] = False
    i = 2
    while i * i <= limit:
        if flags[i]:
            j = i * i
            while j <= limit:
                flags[j] = False
                j += i
        i += 1
    slots = [0] * 4
    for k in range(8):
        slots[k % 4] = slots[(k + 1) % 4] + k
    first = last = len(slots)
    return [n for n in range(limit + 1) if flags[n]] + slots + [first, last]


def main() -> int:
    print([halvings(n) for n in range(1, 12)], depth(10, 0), sieve(30))
    print(mixed(7, 2), mixed(7.5, 2), mixed(True, 3), mixed(-7, 2), mixed(2**62, 4))
    print(mixed(1.0, True), mixed(False, 2.5))
    big = 2**62
    big = big * 4
    print(big, big // 3, -big % 7, 10**20 - 1)
    wallet = Money(5)
    print(wallet + 3, 3 + wallet, wallet + Money(2), wallet < 6, 4 < 2.5, True + 1)
    total = 0
    for i in range(20):
        n = i % 4
        total += n * 2 + (1 if n == 3 else 0)
        total -= 0.5 if i % 5 == 0 else 0
    print(total)
    attempt("late read", late_read)
    attempt("zero divisor", lambda: halvings(10) // (depth(0, 0)))
    attempt("modulo zero", lambda: mixed(1, 0)[0] % 0)
    attempt("str minus int", lambda: step_back("x"))
    attempt("float past its range", lambda: mixed(1e308, 10.0))
    attempt("index past the end", lambda: sieve(3)[10 - 1])
    return halvings(27) + depth(30, 0)
