# prove: proved
class NotFound(LookupError):
    """No such row."""


def find(rows: list[int], key: int) -> int:
    for i, r in enumerate(rows):
        if r == key:
            return i
    raise NotFound(key)


def main(key: int) -> int:
    try:
        i = find([3, 5, 8], key)
    except LookupError:
        i = -1
    assert i in (-1, 0, 1, 2)
    return i
