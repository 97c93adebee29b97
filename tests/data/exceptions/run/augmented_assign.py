# An augmented assignment whose operator raises leaves its variable as it was: the handler and
# the code after it still read the old value (plain locals, captured variables and globals).

COUNT = 3


class Box:
    def __init__(self) -> None:
        self.n = 7


def bump_global() -> None:
    global COUNT
    try:
        COUNT //= 0
    except ZeroDivisionError:
        print("global kept", COUNT)
    COUNT += 1


def main() -> str:
    x = 10
    try:
        x //= 0
    except ZeroDivisionError:
        print("local kept", x)
    s = "ab"
    try:
        s += 1
    except TypeError as e:
        print("str kept", s, e)
    s += "c"
    total = 0

    def add(k: int) -> None:
        nonlocal total
        try:
            total %= k
        except ZeroDivisionError:
            print("cell kept", total)
        total += k

    add(0)
    add(5)
    box = Box()
    try:
        box.n /= 0
    except ZeroDivisionError:
        print("attribute kept", box.n)
    items = [1, 2]
    try:
        items[0] -= "x"
    except TypeError:
        print("item kept", items)
    bump_global()
    for i in range(4):
        try:
            x -= 100 // (i - 2)
        except ZeroDivisionError:
            x += 1000
    return f"{x} {s} {total} {COUNT}"
