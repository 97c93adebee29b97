# A key that adds to the list being sorted: CPython drops what it added and raises
# `ValueError: list modified during sort`, which a handler here turns into a page-like count.
# expect: failed
# inputs: (0,), (1,), (-4,), (7,)
def main(n: int) -> int:
    xs = [n, 5, 2]
    errors = 0

    def key(v):
        if v == 5:
            xs.append(v)
        return -v

    try:
        xs.sort(key=key)
    except ValueError:
        errors += 1
    assert errors == 0
    return len(xs)
