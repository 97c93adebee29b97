# expect: failed
# inputs: ('',), ('a',), ('\U00030000b',), ('\U0002ffff',)
def main(s: str) -> str:
    assert s[:1] <= "\U0002ffff"
    return s[:1]
