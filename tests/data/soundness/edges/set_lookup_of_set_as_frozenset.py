# A set looked up in a set (`in`, `remove`, `discard`) stands for the frozenset of its items,
# as CPython retries it: no `TypeError`, so the handler is never reached and `found` holds.
# expect: failed
# inputs: (0,), (1,), (-1,), (7,)
def main(n: int) -> int:
    groups = {frozenset([1]), frozenset([3, 2])}
    try:
        found = {1} in groups
    except TypeError:
        return 0
    assert not found or n > 5
    return 1
