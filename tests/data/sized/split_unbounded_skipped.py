def main(s: str) -> int:
    assert len(s.split(",")) >= 1
    return 0
