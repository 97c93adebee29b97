# expect: failed
# inputs: (0,), (3,), (4,), (-2,)
limit = 3


def raise_limit(v: int) -> None:
    global limit
    if v > limit:
        limit = v


def main(v: int) -> int:
    raise_limit(v)
    assert limit == 3
    return limit
