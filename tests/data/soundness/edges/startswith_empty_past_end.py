# "abc".startswith("", 4) is False.
# expect: failed
# inputs: (0,), (3,), (4,), (-9,)
def main(k: int) -> bool:
    ok = "abc".startswith("", k)
    assert ok
    return ok
