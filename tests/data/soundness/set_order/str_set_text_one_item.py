# expect: proved
# inputs: (0,), (1,), (5,), (-3,)
def main(k: int) -> int:
    # One string, or ints (whose order CPython fixes): the text is the same in every run.
    tags = {"alpha"}
    nums = {3, 1, 7}
    assert str(tags) == "{'alpha'}"
    assert str(nums) == "{1, 3, 7}" and repr(frozenset(nums)) == "frozenset({1, 3, 7})"
    return len(str(tags))
