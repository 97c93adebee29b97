def pick(value=None, fallback=0):
    return fallback if value is None else value


def main(n: int) -> None:
    assert pick(n, 5) != 3
