# As fresh_plain_dicts.py, but the assertion takes a change to the `dict()` copy for a change
# to the original: false for every input but 1.
# expect: failed
# inputs: (0,), (1,), (-3,), (8,)
def main(n: int) -> int:
    base = dict(a=1)
    copy = dict(base)
    copy["a"] = n
    assert base["a"] == n
    return len(base)
