# `class Missing(ValueError, KeyError)`: an instance is a KeyError too, so the first handler,
# `except KeyError`, catches it and its assert fails for n > 5. A model that kept only the
# first builtin base would reach `except ValueError` and prove the program.
# expect: failed
# inputs: (0,), (5,), (6,), (9,)


class Missing(ValueError, KeyError):
    pass


def main(n: int) -> int:
    try:
        if n > 5:
            raise Missing("k")
        return n
    except KeyError:
        assert n < 3
        return 0
    except ValueError:
        return 1
