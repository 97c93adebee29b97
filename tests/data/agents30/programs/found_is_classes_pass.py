# prove: proved
"""Regression: `is` between classes, exception classes and exception instances answered False."""


class Plain:
    pass


def kind_of(e: Exception) -> str:
    if type(e) is KeyError:
        return "key"
    if type(e) is ValueError:
        return "value"
    return "other"


def main() -> int:
    k = ValueError
    same = Plain
    print(k is ValueError, k is not KeyError, same is Plain, Plain is not k)
    kinds = []
    for risky in ["a", "b", "c"]:
        try:
            if risky == "a":
                raise KeyError(risky)
            if risky == "b":
                int("x" + risky)
            raise LookupError(risky)
        except Exception as e:
            again = e
            print(again is e, kind_of(e))
            kinds.append(kind_of(e))
    return len(kinds)
