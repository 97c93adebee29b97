def main(s: str) -> None:
    """rindex finds the last `@`: nothing after it is one."""
    if "@" in s:
        j = s.rindex("@")
        assert "@" not in s[j + 1:]
