# `StopIteration.value` is what the generator returned, here `k + 1`, so `k` is wrong.
# expect: failed
# inputs: (0,), (1,), (5,), (-3,)
def counted(k: int):
    yield k
    return k + 1


def main(k: int) -> int:
    gen = counted(k)
    next(gen)
    try:
        next(gen)
    except StopIteration as stop:
        assert stop.value == k
    return 0
