# `set.pop()` takes the item CPython's order puts first, and a set of strings is ordered by
# hashes CPython draws anew in every run: which one it takes is not fixed, so the prover
# stops at it (it once proved `names.pop() == "a"`, false in half of CPython's runs), though
# what this program asserts holds in every order.
# expect: skipped
# inputs: (0,), (1,), (5,), (-3,)
def main(k: int) -> int:
    names = {"a", "b"}
    names.discard("c")
    taken = names.pop()
    assert taken in ("a", "b") and len(names) == 1
    return k
