# expect: proved
# inputs: ('\U00010000',), ('\U0010ffff',), ('a',), ('\U0001f600',)
def main(s: str) -> str:
    words = ["\U00010000", s, "\uffff"]
    if len(s) == 1 and s >= "\U00010000":
        assert min(words) == "\uffff"
        assert max(words) == s
    return min(words)
