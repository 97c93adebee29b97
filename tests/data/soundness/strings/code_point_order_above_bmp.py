# Under UTF-16 order a supplementary character would sort below U+E000; in Python it does not.
# expect: proved
# inputs: ('\U00010000',), ('\ue000',), ('\U0010ffff',), ('\uffff',)
def main(s: str) -> bool:
    if len(s) == 1 and s > "\uffff":
        assert s > "\ue000"
        return True
    return False
