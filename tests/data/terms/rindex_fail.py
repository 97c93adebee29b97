def main(s: str) -> None:
    """What follows the last `@` may still be what follows the first."""
    if "@" in s:
        assert s[s.rindex("@") + 1:] != s[s.index("@") + 1:]
