# Strings joined by hand in a loop are the strings joined by `join`, non-ASCII included.
# expect: proved
# inputs: ([],), (["a", "b"],), (["é", ""],), (["x", "yz", "w"],)


def main(xs: list[str]) -> str:
    if len(xs) > 4:
        return ""
    out = ""
    for s in xs:
        out = out + s
    assert out == "".join(xs)
    assert len(out) == sum(len(s) for s in xs)
    return out
