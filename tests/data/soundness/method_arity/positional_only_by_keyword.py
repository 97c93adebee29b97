# A positional-only parameter passed by keyword: CPython names every such parameter in its
# message, and reports it (or any keyword error) before too many positional arguments.
# expect: proved
# inputs: (0,), (1,), (-3,), (12,)
def span(low, high, /, step, *, wrap=False):
    return (high - low) // step


def main(k: int) -> int:
    try:
        span(low=k, high=k + 2, step=1)
    except TypeError as e:
        assert str(e) == "span() got some positional-only arguments passed as keyword arguments: 'low, high'"
    try:
        span(k, 2, 3, 4, high=5)
    except TypeError as e:
        assert "positional-only" in str(e) and "'high'" in str(e)
    try:
        span(k, 2, 3, 4, step=1)
    except TypeError as e:
        assert str(e) == "span() got multiple values for argument 'step'"
    return k
