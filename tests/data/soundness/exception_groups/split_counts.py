# The parts `split` gives of a group the input decides: as many failures as the input makes,
# each side keeping its own, the nested group kept in shape.
# expect: proved
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
    if n > 2:
        assert len(values.exceptions) == 1
        assert isinstance(values.exceptions[0], ValueError)
    else:
        assert values is None
    assert len(rest.exceptions) == (2 if n % 2 == 0 else 1)
    assert isinstance(rest.exceptions[-1], ExceptionGroup)
    return len(eg.exceptions)
