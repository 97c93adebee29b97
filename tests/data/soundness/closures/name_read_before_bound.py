# Calling the closure before the enclosing variable is bound is a NameError.
# expect: failed
# inputs: (0,), (5,), (6,), (100,)
def main(n: int) -> int:
    def read() -> int:
        return limit

    if n > 5:
        return read()
    limit = n
    return read()
