class A:
    pass


class B(A):
    pass


class Err(ValueError):
    pass


def check(v, kinds):
    try:
        return isinstance(v, kinds)
    except TypeError as e:
        return "TypeError: " + str(e)


def main():
    for v in (A(), B(), 3, "x", None, Err("e"), 2.5):
        print(check(v, (int, A)), check(v, (str, (float, B))), check(v, (A, "no")), check(v, ("no", A)),
              check(v, (ValueError, A)), check(v, ()), check(v, (B,)))
