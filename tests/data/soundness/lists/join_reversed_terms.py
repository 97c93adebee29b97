# `"".join(reversed(xs))` reads the `reversed` iterator through once, as `list(...)` of it
# would: the joined text is the items back to front, so it starts with the last one pushed.
# expect: proved
# inputs: ("a", "b"), ("", "x"), ("abc", ""), ("q", "q")
def main(first: str, last: str) -> int:
    ops = [first]
    ops.append("-")
    ops.append(last)
    text = "".join(reversed(ops))
    assert text.startswith(last)
    assert text.endswith(first)
    assert len(text) == len(first) + len(last) + 1
    return len(text)
