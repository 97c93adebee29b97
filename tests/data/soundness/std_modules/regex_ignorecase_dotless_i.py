# `[^i]` under IGNORECASE rejects `ı`, `I` and `İ`, which sre treats as `i`.
# expect: proved
# inputs: (0,), (1,), (2,), (-3,)
import re


def main(n: int) -> int:
    words = ["\u0131", "x", "I", "\u0130"]
    kept = [w for w in words if re.fullmatch("[^i]", w, re.IGNORECASE)]
    assert kept == ["x"]
    return n
