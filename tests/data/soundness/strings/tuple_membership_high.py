# expect: proved
# inputs: ('\U0002ffff',), ('\U00030000',), ('',), ('\U0010ffff',)
def main(s: str) -> int:
    if s in ("\U0002ffff", "\U00030000"):
        assert len(s) == 1
        assert s > "\U0002fffe"
        return 1
    return 0
