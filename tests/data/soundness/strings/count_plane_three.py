# expect: failed
# inputs: ('',), ('\U00030000',), ('a\U00030000a',), ('\U0002ffff',)
def main(s: str) -> int:
    n = s.count("\U00030000")
    assert n == 0
    return n
