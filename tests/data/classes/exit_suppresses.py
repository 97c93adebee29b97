class Quiet:
    def __init__(self, kinds):
        self.kinds = kinds
        self.seen = []

    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb):
        self.seen.append(kind.__name__ if kind is not None else None)
        if kind is None:
            return False
        return kind.__name__ in self.kinds


class Log:
    def __enter__(self):
        print("enter")
        return "ctx"

    def __exit__(self, kind, value, tb):
        print("exit", kind is None, str(value) if value is not None else "-")
        return False


def risky(n):
    with Log() as c:
        print(c)
        return 10 // n


def main():
    q = Quiet(["ZeroDivisionError"])
    with q:
        x = 1 // 0
    print("after", q.seen)
    with q:
        pass
    print(q.seen)
    try:
        with q:
            raise KeyError("k")
    except KeyError as e:
        print("caught", repr(e), q.seen)
    print(risky(2))
    try:
        risky(0)
    except ZeroDivisionError as e:
        print("outer", e)
    return 0
