"""Raising an instance of a class that is not an exception is CPython's TypeError."""


class Plain:
    pass


def main():
    try:
        raise Plain()
    except TypeError as e:
        print("TE", e)
    try:
        raise ValueError("x") from Plain()
    except TypeError as e:
        print("TE", e)
    raise Plain
