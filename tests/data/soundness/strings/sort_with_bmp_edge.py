# U+FFFF sorts before U+10000 (code points, not UTF-16 units).
# expect: proved
# inputs: ('',), ('\uffff',), ('\U00010000',), ('\U0010ffff',)
def main(a: str) -> list[str]:
    words = [a, "\U00010000", "\uffff"]
    words.sort()
    assert words[0] != "\U00010000"
    assert words[-1] >= "\U00010000"
    return words
