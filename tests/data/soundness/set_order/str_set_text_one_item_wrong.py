# expect: failed
# inputs: (0,), (1,), (5,), (-3,)
def main(k: int) -> int:
    tags = {"alpha"}
    assert str(tags) == "{'alpha'}"
    assert repr(frozenset(tags)) == "{'alpha'}"
    return k
