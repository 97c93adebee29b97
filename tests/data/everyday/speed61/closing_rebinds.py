# Rebinding names in a program with generator functions: a suspended generator a name alone
# held is closed (its `finally` runs) right after the name takes its new value, as CPython's
# reference counting does; one still held elsewhere, or rebound to itself, keeps running.


def ticker(name: str):
    try:
        for i in range(3):
            yield f"{name}{i}"
    finally:
        print("  closed", name)


def squares(n: int):
    for i in range(n):
        yield i * i


def main() -> int:
    g = ticker("a")
    print(next(g))
    g = ticker("b")
    print("rebound to b")
    print(next(g))
    g = g
    print("rebound to itself")
    keep = [g]
    g = 5
    print("rebound while a list holds it")
    print(next(keep[0]))
    for item in keep[0]:
        print("rest", item)
    h, other = 1, 2
    print("unpacked", h, other)
    k = ticker("d")
    next(k)
    k = j = 0
    print("chained over d", k, j)
    total = 0
    for rounds in range(3):
        total += sum(x % 5 for x in squares(20))
        last = 0
        for s in squares(rounds + 4):
            last = s
        total += last
    a, b = 0, 1
    for _ in range(10):
        a, b = b, a + b
    n = total
    n = n + a
    print("total", total, a, b, n)
    return n
