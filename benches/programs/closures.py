# Closures: captured variables, `nonlocal` counters, functions passed as values.

ROUNDS = 120000


def make_adder(k: int):
    def add(x: int) -> int:
        return x + k

    return add


def make_counter():
    count = 0

    def bump(by: int) -> int:
        nonlocal count
        count += by
        return count

    return bump


def apply_twice(fn, x: int) -> int:
    return fn(fn(x))


def main() -> int:
    adders = [make_adder(k) for k in range(10)]
    counter = make_counter()
    total = 0
    for i in range(ROUNDS):
        add = adders[i % 10]
        total += apply_twice(add, i) % 1000
        total += counter(i % 7)
        scale = lambda y: y * 3 + i % 5
        total += scale(i) % 97
    print(f"closures total {total}")
    return total % 1000000007
