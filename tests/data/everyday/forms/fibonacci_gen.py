def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


def take(n, items):
    out = []
    for x in items:
        if len(out) == n:
            break
        out.append(x)
    return out


def main() -> None:
    print(take(10, fib()))
    evens = [x for x in take(15, fib()) if x % 2 == 0]
    print("even:", evens)
    for i, x in enumerate(fib()):
        if x > 1000:
            print(f"first above 1000: F({i}) = {x}")
            break
