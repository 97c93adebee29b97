# The failing twin of positional_only_by_keyword.py: a binder that took a positional-only
# name for an unknown keyword would prove this; CPython's message says `positional-only`.
# expect: failed
# inputs: (0,), (1,), (-3,), (12,)
def span(low, high, /, step):
    return (high - low) // step


def main(k: int) -> int:
    try:
        span(low=k, high=k + 2, step=1)
    except TypeError as e:
        assert "positional-only" not in str(e)
    return k
