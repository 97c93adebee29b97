# `xs.pop("1")` is CPython's TypeError, which an `except IndexError` fallback does not catch.
# expect: failed
# inputs: (0,), (1,), (-4,), (7,)
def main(n: int) -> int:
    xs = [1, 2, 3]
    try:
        xs.pop("1")
    except IndexError:
        return 0
    return n
