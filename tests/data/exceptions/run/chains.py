class AppError(Exception):
    def __init__(self, code, text):
        super().__init__(text)
        self.code = code


def describe(e):
    if e is None:
        return "None"
    return f"{type(e).__name__}({e})"


def chain(e):
    return [describe(e.__cause__), describe(e.__context__), e.__suppress_context__]


def parse(text):
    try:
        return int(text)
    except ValueError as err:
        raise AppError(2, "bad number") from err


def lookup(d, k):
    try:
        return d[k]
    except KeyError:
        raise RuntimeError("lookup failed")


def quiet(d, k):
    try:
        return d[k]
    except KeyError:
        raise LookupError("quiet") from None


def main():
    fresh = ValueError("x")
    print(chain(fresh))
    try:
        parse("x")
    except AppError as e:
        print(e.code, chain(e), e.__cause__ is e.__context__)
    try:
        lookup({}, "k")
    except RuntimeError as e:
        print(chain(e), repr(e.__context__))
    try:
        quiet({}, 1)
    except LookupError as e:
        print(chain(e))
    try:
        raise ValueError("v") from KeyError
    except ValueError as e:
        print(chain(e), repr(e.__cause__))
    # A bare `raise` keeps the object and its chain.
    try:
        try:
            parse("y")
        except AppError:
            raise
    except AppError as e:
        print("reraised", chain(e))
    # Raised inside a handler by the interpreter, not a `raise` statement.
    try:
        try:
            1 / 0
        except ZeroDivisionError:
            [][1]
    except IndexError as e:
        print(chain(e))
    # Nested handlers: the innermost handled exception is the context.
    try:
        try:
            raise KeyError("a")
        except KeyError as a:
            try:
                raise ValueError("b")
            except ValueError:
                raise TypeError("c")
    except TypeError as e:
        print(chain(e), chain(e.__context__))
    # `finally:` with an exception passing through.
    try:
        try:
            {}["gone"]
        finally:
            raise OSError("in finally")
    except OSError as e:
        print(chain(e))
    # Re-raising the handled exception by name: no context of itself.
    try:
        try:
            raise ValueError("same")
        except ValueError as e:
            raise e
    except ValueError as e:
        print(chain(e))
    # A cycle is cut.
    try:
        try:
            raise KeyError("first")
        except KeyError as first:
            try:
                raise ValueError("second")
            except ValueError as second:
                saved = first
                raise saved
    except KeyError as e:
        print(chain(e), chain(e.__context__))
    # `raise ... from` a class instantiates it; a bad cause is a TypeError.
    try:
        raise AppError(1, "t") from ValueError
    except AppError as e:
        print(chain(e))
    try:
        raise ValueError("v") from 3
    except TypeError as e:
        print("TypeError:", e)
    return "done"

