# Two float("nan") calls make two objects: no identity shortcut.
# expect: proved
# inputs: (0,), (1,), (-1,), (3,)
def main(n: int) -> int:
    assert float("nan") not in [float("nan")]
    assert [float("nan")] != [float("nan")]
    return n
