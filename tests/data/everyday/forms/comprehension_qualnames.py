"""Functions defined in comprehensions are named as CPython names them in messages."""
from dataclasses import dataclass


class Box:
    pass


@dataclass
class P:
    x: int


def main():
    for thing in (Box(), P(1), 5, "s", [1], None, Box, (lambda: 0)()):
        try:
            thing()
        except TypeError as e:
            print(e)
    fs = [lambda a: a for _ in range(1)]
    gs = {k: [lambda: 0 for _ in range(1)] for k in "a"}
    hs = list(lambda b: b for _ in range(1))
    for f in (fs[0], gs["a"][0], hs[0]):
        try:
            f(1, 2)
        except TypeError as e:
            print(e)
    try:
        [(lambda: [lambda c: c for _ in range(1)])() for _ in range(1)][0][0]()
    except TypeError as e:
        print(e)
    def outer():
        return [lambda: 0 for _ in range(1)][0]
    try:
        outer()(1)
    except TypeError as e:
        print(e)


if __name__ == "__main__":
    main()
