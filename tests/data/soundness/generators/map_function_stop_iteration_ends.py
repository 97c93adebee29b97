# `map` and `filter` end where their function raises `StopIteration` (a later `next` tries
# again), and `iter(func, sentinel)` ends for good there.
# expect: proved
# inputs: (0,), (5,), (-1,), (7,)
def main(n: int) -> int:
    source = iter([1])
    got = list(map(lambda x: next(source) * n, [1, 2, 3]))
    assert got == [n]
    picks = iter([True])
    kept = [x for x in filter(lambda _: next(picks), [n, n + 1])]
    assert kept == [n]
    calls = []

    def step():
        calls.append(1)
        if len(calls) > 2:
            raise StopIteration
        return "step"

    stream = iter(step, None)
    assert list(stream) == ["step", "step"]
    assert list(stream) == []
    assert len(calls) == 3
    return len(got)
