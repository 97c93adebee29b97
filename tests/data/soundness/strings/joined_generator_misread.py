# Items joined from a generator expression: two kept items put a comma in the text, which
# the assertion wrongly rules out.
# expect: failed
# inputs: ([],), (["a"],), (["", "x"],), (["a", "b"],)


def main(xs: list[str]) -> str:
    if len(xs) > 3:
        return ""
    out = ",".join(s for s in xs if s)
    assert "," not in out or "," in "".join(xs)
    return out
