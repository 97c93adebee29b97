def multiplier(k):
    return lambda x: x * k


def compose(*funcs):
    def run(x):
        for f in reversed(funcs):
            x = f(x)
        return x
    return run


def main() -> None:
    double, triple = multiplier(2), multiplier(3)
    print(double(5), triple(5))
    six = compose(double, triple)
    print(six(7))
    table = {name: multiplier(k) for name, k in (("half", 0.5), ("ten", 10))}
    print({name: f(8) for name, f in table.items()})
    adders = [lambda x, n=n: x + n for n in range(3)]
    print([a(10) for a in adders])
