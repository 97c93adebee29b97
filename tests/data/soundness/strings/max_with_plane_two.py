# A longer string starting with U+2FFFF is already larger.
# expect: failed
# inputs: ('',), ('\U0002ffff',), ('\U0002ffffa',), ('z',)
def main(a: str) -> str:
    m = max(a, "\U0002ffff")
    assert m == "\U0002ffff"
    return m
