# The same generator: what reaches the caller is a `RuntimeError` whose cause and context
# are the `StopIteration`, and the generator is finished afterwards.
# expect: proved
# inputs: (0,), (5,), (-1,), (7,)
def items(n):
    empty = iter([])
    yield n
    next(empty)


def main(n: int) -> int:
    g = items(n)
    first = next(g)
    try:
        next(g)
    except RuntimeError as e:
        assert str(e) == "generator raised StopIteration"
        assert isinstance(e.__cause__, StopIteration)
        assert e.__context__ is e.__cause__
        assert e.__suppress_context__
    assert next(g, None) is None
    return first
