"""`except <expression>`: handler classes computed when an exception reaches the clause, from
an attribute, a class attribute, a dict, a call or a module constant; CPython's TypeError for
a value that is no exception class."""
RETRYABLE = (TimeoutError, ConnectionError)


class Policy:
    def __init__(self, retry_on, tries):
        self.retry_on = retry_on
        self.tries = tries


class Fetcher:
    errors = (KeyError, IndexError)

    def __init__(self, table):
        self.table = table

    def lookup(self, key, pos):
        try:
            return self.table[key][pos]
        except self.errors as exc:
            return f"missing {type(exc).__name__}"


def attempt(n):
    if n % 3 == 0:
        raise TimeoutError(f"slow {n}")
    if n % 3 == 1:
        raise ConnectionResetError("reset")
    return n * 10


def main():
    policy = Policy(TimeoutError, 2)
    out = []
    for n in range(4):
        try:
            out.append(attempt(n))
        except policy.retry_on as exc:
            out.append(f"retry {exc}")
        except RETRYABLE as exc:
            out.append(f"net {type(exc).__name__}")
    f = Fetcher({"a": [1, 2]})
    out.append(f.lookup("a", 1))
    out.append(f.lookup("a", 5))
    out.append(f.lookup("b", 0))
    handlers = {"parse": ValueError, "math": ZeroDivisionError}
    for kind, text in [("parse", "x1"), ("math", "0")]:
        try:
            out.append(10 // int(text))
        except handlers[kind]:
            out.append(f"handled {kind}")
    nested = (KeyError, ValueError)
    try:
        {}["k"]
    except nested as e:
        out.append(repr(e))
    print(out)
    evaluated = []

    def which(cls):
        evaluated.append(cls.__name__)
        return cls

    try:
        raise KeyError("z")
    except which(ValueError):
        pass
    except which(KeyError):
        evaluated.append("caught")
    except which(IndexError):
        pass
    print(evaluated)
    try:
        try:
            raise ValueError("inner")
        except policy.tries:
            print("never")
    except TypeError as e:
        print("TypeError:", e, "| context:", repr(e.__context__))
    try:
        try:
            raise ValueError("inner")
        except (ValueError, 3):
            print("tuple with junk still matches first")
    except TypeError as e:
        print("TypeError:", e)
    try:
        try:
            raise ValueError("inner")
        except (3, ValueError):
            print("never")
    except TypeError as e:
        print("TypeError 2:", e)
    try:
        print("no exception, no evaluation")
    except Exception:
        pass
    return len(out)
