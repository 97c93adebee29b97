# The twin of `join_reversed_terms.py` claiming the joined text keeps the list's order: it is
# reversed, so any two different non-empty items refute it. A model that joined the list
# itself, not the iterator's order, would prove it.
# expect: failed
# inputs: ("a", "b"), ("", "x"), ("abc", ""), ("q", "q")
def main(first: str, last: str) -> int:
    ops = [first]
    ops.append("-")
    ops.append(last)
    text = "-".join(reversed(ops))
    assert text == "-".join(ops)
    return len(text)
