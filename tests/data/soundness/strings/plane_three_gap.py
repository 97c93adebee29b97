# Fails only for a first character in U+30000..U+3FFFF.
# expect: failed
# inputs: ('',), ('\U0002ffff',), ('\U00040000',), ('\U00031234x',)
def main(s: str) -> bool:
    assert s == "" or s[0] < "\U00030000" or s[0] >= "\U00040000"
    return True
