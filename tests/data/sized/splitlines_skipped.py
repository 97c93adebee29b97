def main(s: str) -> int:
    assert len(s.splitlines()) >= 0
    return 0
