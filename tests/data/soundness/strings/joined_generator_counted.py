# Items joined from a generator expression: the joined text is the kept items, stripped,
# in order, with one dash between two; its length is bounded by the inputs'.
# expect: proved
# inputs: ("", ""), ("a", ""), ("", "xy"), ("é", "yz")


def main(a: str, b: str) -> str:
    out = "-".join(s.strip() for s in [a, b] if s)
    assert len(out) <= len(a) + len(b) + 1
    if a and b:
        assert out.count("-") >= 1
    return out
