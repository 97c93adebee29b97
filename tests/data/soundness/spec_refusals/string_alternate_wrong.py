# `#` is refused in a str's spec (before its width is read): every run raises ValueError,
# while the same spec is fine for an int.
# expect: failed
# inputs: ('',), ('abc',), ('0x1',), (' ',)
def main(s: str) -> str:
    return format(len(s), "#5") + format(s, "#5")
