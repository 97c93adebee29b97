# expect: failed
# inputs: ('',), ('\U0010fffe',), ('\U0010ffff',), ('\U0010ffffa',)
def main(s: str) -> int:
    assert s != "\U0010ffff"
    return len(s)
