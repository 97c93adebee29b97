# A builtin type's special methods read as values, bound to a value the prover holds as a term
# or taken from the type, are the operators they implement when called later.
# expect: proved
# inputs: (0,), (3,), (-4,), (2000000,)
def main(n: int) -> int:
    if abs(n) > 10**6:
        return 0
    add = n.__add__
    sub = int.__sub__
    above = (3).__lt__
    assert add(1) == n + 1
    assert sub(n, 1) == n - 1
    assert above(n) == (n > 3)
    assert sorted([n, 3], key=(10).__sub__)[0] == max(n, 3)
    assert list(map(int.__mul__, [n], [2])) == [2 * n]
    return add(2)
