# expect: proved
# inputs: ('abc', 1), ('', 5), ('\U0010ffffz', -1), ('xy', 10**20)
def main(s: str, k: int) -> str:
    assert s[:k] + s[k:] == s
    assert len(s[:k]) <= len(s)
    return s[k:]
