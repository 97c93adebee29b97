# prove: failed NotFound
class NotFound(LookupError):
    """No such row."""


def main(key: int) -> int:
    rows = [3, 5, 8]
    try:
        if key not in rows:
            raise NotFound(key)
    except IndexError:
        return -1
    return rows.index(key)
