def main() -> int:
    h = hash(float("nan"))
    assert h != 5
    return 0
