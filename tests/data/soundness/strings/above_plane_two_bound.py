# Only characters from U+30000 up break this bound: it must not be proved.
# expect: failed
# inputs: ('a',), ('\U0002ffff',), ('\U00030000',), ('\U0010ffff',)
def main(s: str) -> bool:
    if len(s) == 1:
        assert s < "\U00030000"
    return True
