# A generator's `return` value reaches `StopIteration.value`, whatever it holds.
# expect: proved
# inputs: (0,), (1,), (5,), (-3,)
def totals(k: int):
    seen = {}
    seen["k"] = k
    yield k
    return seen, k + 1


def main(k: int) -> int:
    gen = totals(k)
    assert next(gen) == k
    try:
        next(gen)
    except StopIteration as stop:
        seen, after = stop.value
        assert seen["k"] == k and after == k + 1
        assert stop.args[0][1] == k + 1 and len(stop.args) == 1
        return after
    return 0
