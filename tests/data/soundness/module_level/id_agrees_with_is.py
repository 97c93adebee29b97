# `id(a) == id(b)` exactly when `a is b`: de-duplicating by id keeps one entry per object.
# expect: proved
# inputs: (0,), (5,), (-7,), (100,)
def main(n: int) -> int:
    a = [n]
    b = a if n > 0 else [n]
    assert (id(a) == id(b)) == (n > 0)
    seen = []
    for x in [a, b, a]:
        if id(x) not in seen:
            seen.append(id(x))
    assert len(seen) == (1 if n > 0 else 2)
    return len(seen)
