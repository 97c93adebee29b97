def main(s: str) -> None:
    key, sep, value = s.partition(":")
    assert value != ""
