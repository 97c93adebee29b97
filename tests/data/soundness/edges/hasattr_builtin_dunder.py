# `hasattr` of a name the model does not read on a builtin value (`int.__add__`,
# `bytes.zfill`, `range.start`) answered False, so the prover proved that an int has no
# `__add__`, which CPython refutes for every int.
# expect: failed
# inputs: (0,), (1,), (-3,), (7,)
def main(n: int) -> int:
    kinds = 0
    if hasattr(n, "__add__"):
        kinds += 1
    if hasattr(b"x" * (n % 3), "zfill"):
        kinds += 1
    if hasattr(range(n), "start"):
        kinds += 1
    assert kinds == 0
    return kinds
