# expect: failed
# inputs: ('a',), ('\U00010000',), ('\U00010001',), ('\U0010ffff',)
def main(a: str) -> str:
    if len(a) == 1 and a != "\U00010000":
        m = min(a, "\U00010000")
        assert m < "\U00010000"
        return m
    return ""
