# The wrong twin: the nested group is a part of its own, not flattened, so the rest holds one
# item fewer than the leaves it has when the input makes a KeyError.
# expect: failed
# inputs: (0,), (3,), (-4,), (9,), (2000000,)
def main(n: int) -> int:
    if abs(n) > 1000:
        return 0
    errors = []
    if n > 2:
        errors.append(ValueError(n))
    if n % 2 == 0:
        errors.append(KeyError(n))
    errors.append(ExceptionGroup("inner", [TypeError(n)]))
    eg = ExceptionGroup("batch", errors)
    values, rest = eg.split(ValueError)
    assert len(rest.exceptions) == 1
    return len(eg.exceptions)
