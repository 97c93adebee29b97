def main(s: str) -> int:
    t = s.rstrip("0").lstrip("-")
    assert t != "12"
    return 0
