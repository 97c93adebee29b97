# Many characters lie above U+2FFFF, not only U+30000.
# expect: failed
# inputs: ('\U0002ffff',), ('\U00030000',), ('\U00030001',), ('\U0010ffff',)
def main(s: str) -> bool:
    if len(s) == 1 and s > "\U0002ffff":
        assert s == "\U00030000"
    return True
