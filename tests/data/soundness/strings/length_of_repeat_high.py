# expect: proved
# inputs: ('',), ('\U0010ffff',), ('a\U00030000',), ('xyz',)
def main(s: str) -> int:
    if len(s) <= 3:
        t = s * 2 + "\U00030000"
        assert len(t) == 2 * len(s) + 1
        assert t.endswith("\U00030000")
        return len(t)
    return 0
