# As `empty_text_hashes_to_zero.py`, but the set's order is claimed to be the order its items
# were written in: `''` hashes to 0 in every run, so it comes first in every run.
# expect: failed
# inputs: (0,), (1,), (-5,), (2**70,)
def main(k: int) -> int:
    assert list({1, ""}) == [1, ""]
    return k
