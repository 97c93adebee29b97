def main(s: str) -> int:
    assert len(s.split()) >= 0
    return 0
