def main(s: str) -> None:
    """The last of two overlapping occurrences is not the first one."""
    assert s.rfind("aa") == s.find("aa")
