"""Exception classes with `__init__`, methods, extra attributes and class attributes, built
through `super().__init__(...)`; `str`, `repr` and `args` as CPython computes them."""


class AppError(Exception):
    code = 1

    def __init__(self, msg, detail=None):
        super().__init__(msg)
        self.detail = detail

    def describe(self):
        return f"{self.code}: {self} ({self.detail})"


class NotFound(AppError):
    code = 404


class Keeps(Exception):
    def __init__(self, x, y):
        self.x = x


class Twice(ValueError):
    def __init__(self, a):
        super().__init__(a, a)


class Shown(Exception):
    def __str__(self):
        return "shown: " + super().__str__()


class Reprs(Exception):
    def __repr__(self):
        return "Reprs!"


class Missing(KeyError):
    pass


def main():
    e = NotFound("missing", detail=3)
    print(str(e), repr(e), e.args, e.describe(), e.code, NotFound.code, type(e).__name__)
    k = Keeps(1, 2)
    print(str(k), repr(k), k.args, k.x)
    t = Twice(5)
    print(t.args, t, repr(t))
    print(str(Shown("q", 1)), repr(Shown("q")))
    print(str(Reprs("a")), repr(Reprs("a")), [Reprs()])
    print(str(Missing("k")), repr(Missing("k")), Missing().args)
    print(f"{e!r} {e} {e.detail}")
    try:
        raise NotFound("m", 7)
    except AppError as err:
        print("caught", err, err.detail, isinstance(err, Exception), isinstance(err, NotFound))
        print(isinstance(err, (KeyError, AppError)), isinstance(err, ValueError), isinstance(err, Keeps))
    try:
        raise Twice(2)
    except ValueError as err:
        print("value", err.args)
    try:
        raise Missing
    except LookupError as err:
        print("lookup", repr(err))
    try:
        Keeps(1)
    except TypeError as err:
        print("TE", err)
    try:
        Missing(x=1)
    except TypeError as err:
        print("TE", err)
    print(e == e, e != NotFound("missing"))
    return e.args
