def main(s: str) -> int:
    n = s.count("a")
    assert n < 3
    return n
