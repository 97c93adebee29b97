# Functions taken as values and called by position: closures over cells, `nonlocal`
# counters, lambdas, functions passed to other functions, a recursive function called
# through a name that holds it, a generator function, and the calls that do not pass every
# parameter by position (defaults, keywords, `*args`, bound methods), with their errors.


def make_adder(k: int):
    def add(x: int) -> int:
        return x + k

    return add


def make_counter(start: int):
    count = start

    def bump(by: int) -> int:
        nonlocal count
        count += by
        return count

    return bump


def apply_twice(fn, x: int) -> int:
    return fn(fn(x))


def countdown(n: int):
    while n > 0:
        yield n
        n -= 1


def scaled(x: int, factor: int = 10) -> int:
    return x * factor


def noisy(label: str, value: int) -> int:
    print("  evaluated", label)
    return value


def fails(x: int) -> int:
    return x // 0


class Meter:
    def __init__(self) -> None:
        self.total = 0

    def add(self, amount: int) -> int:
        self.total += amount
        return self.total


def walk(fn, n: int) -> int:
    return 0 if n == 0 else n + fn(fn, n - 1)


def main() -> int:
    adders = [make_adder(k) for k in range(5)]
    total = 0
    for i in range(20):
        add = adders[i % 5]
        total += apply_twice(add, i)
    print("adders", total)
    bump = make_counter(3)
    print("counter", bump(4), bump(5), bump(-2))
    square = lambda y: y * y
    print("lambda", square(7), (lambda a, b: a - b)(10, 3))
    recur = walk
    print("recursive through a value", recur(recur, 30))
    gen = countdown
    print("generator function", list(gen(4)))
    pick = scaled
    print("default", pick(4), "keyword", pick(4, factor=3), "spread", pick(*[5, 2]))
    m = Meter()
    bound = m.add
    print("bound", bound(5), bound(6), m.total)
    show = noisy
    print("order", show("first", 1) + show("second", 2))
    for call in (lambda: pick(), lambda: pick(1, 2, 3), lambda: square(1, 2), lambda: bump()):
        try:
            call()
        except TypeError as e:
            print("TypeError:", e)
    broken = fails
    try:
        broken(noisy("argument", 4))
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    try:
        apply_twice(adders[0], "x")
    except TypeError as e:
        print("TypeError:", e)
    return total + bump(0)
