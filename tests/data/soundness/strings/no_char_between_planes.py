# Code points order: nothing lies between U+FFFF and U+10000.
# expect: proved
# inputs: ('\uffff',), ('\U00010000',), ('\ue000',), ('\U0010ffff',)
def main(s: str) -> bool:
    if len(s) == 1 and s > "\uffff":
        assert s >= "\U00010000"
    return True
