# expect: proved
# inputs: (0,), (3,), (4,), (-9,)
def main(k: int) -> bool:
    ok = "abc".endswith("", k)
    assert ok == (k <= 3)
    return ok
