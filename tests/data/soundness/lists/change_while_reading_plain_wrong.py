# `zip` over a list of known items beside a list of terms, kept and read after the first
# list changed: CPython's pairs take the new item.
# expect: failed
# inputs: (0,), (-1,), (3,), (10**30,)
def main(a: int) -> int:
    names = ["x", "y"]
    vals = [a, a, a]
    pairs = zip(names, vals)
    names.append("z")
    n = len(list(pairs))
    assert n == 2
    return n
