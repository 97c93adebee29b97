# `[^i]` under IGNORECASE rejects the dotless `ı` (sre treats it as `i`): the count the
# program asserts is one too many.
# expect: failed
# inputs: (0,), (1,), (2,), (-3,)
import re


def main(n: int) -> int:
    words = ["\u0131", "x", "I"]
    kept = [w for w in words if re.fullmatch("[^i]", w, re.IGNORECASE)]
    assert len(kept) == 2
    return n
