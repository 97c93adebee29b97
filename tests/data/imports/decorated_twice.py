def twice(f):
    def wrapper(x):
        return f(f(x))
    return wrapper


@twice
def inc(x):
    return x + 1


def main(x: int) -> None:
    assert inc(x) == x + 2
    assert inc(x) != 7
