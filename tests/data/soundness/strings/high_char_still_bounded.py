# expect: proved
# inputs: ('\U00030000',), ('\U0010ffff',), ('a',), ('\U0003000a',)
def main(s: str) -> int:
    if len(s) == 1 and s >= "\U00030000":
        assert s <= "\U0010ffff"
        assert s > "\U0002ffff"
        return 1
    return 0
