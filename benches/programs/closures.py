# Closures: captured variables, `nonlocal` counters, functions passed as values.

ROUNDS = 120000


def make_adder(k: int):
    def add(x: int) -> int:
        return x + k

    return add


def make_counter(start: int, modulus: int):
    count = start

    def bump(by: int) -> int:
        nonlocal count
        count = (count + by) % modulus
        return count

    return bump


def apply_twice(fn, x: int) -> int:
    return fn(fn(x))


def main() -> int:
    adders = [make_adder(k) for k in range(10)]
    counter = make_counter(3, 1000003)
    total = 0
    for i in range(ROUNDS):
        add = adders[i % 10]
        total += apply_twice(add, i) % 1000
        total += counter(i % 7)
        scale = lambda y: y * 3 + i % 5
        total += scale(i) % 97
    print(f"closures total {total}")
    return total % 1000000007
