# expect: failed
# inputs: ('',), ('abc',), ('x\U00030000',), ('\U0002ffff',)
def main(s: str) -> int:
    assert "\U00030000" not in s
    return len(s)
