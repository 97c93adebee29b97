def main(s: str) -> int:
    if len(s) > 6:
        return 0
    if s[::-1] == s and len(s) == 4:
        assert s[1] != "z"
    return 0
