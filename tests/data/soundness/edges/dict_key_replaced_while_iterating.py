# One key deleted and another added by a loop over the dict: CPython raises "dictionary keys
# changed during iteration" when it meets the new key, so the loop never ends normally.
# expect: failed
# inputs: (0,), (1,), (-1,), (7,)
def main(n: int) -> int:
    seen = {1: "a", 2: "b"}
    for k in seen:
        if k == 1:
            del seen[k]
            seen[3] = n
    return len(seen)
