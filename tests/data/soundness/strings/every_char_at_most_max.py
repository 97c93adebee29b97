# expect: proved
# inputs: ('a',), ('\U0002ffff',), ('\U00030000',), ('\U0010ffff',)
def main(s: str) -> bool:
    if len(s) == 1:
        assert s <= "\U0010ffff"
    return True
