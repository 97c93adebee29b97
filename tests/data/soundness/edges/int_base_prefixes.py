# Prefixes, base 0, underscores, whitespace and non-ASCII decimal digits are all accepted.
# expect: proved
# inputs: (0,), (1,), (3,), (-1,)
def main(k: int) -> int:
    texts = ["0x1f", " 42\n", "1_000", "\u0663", "0b101", "0o17"]
    bases = [16, 10, 10, 10, 0, 0]
    i = k % 6
    r = int(texts[i], bases[i])
    assert r in (31, 42, 1000, 3, 5, 15)
    return r
