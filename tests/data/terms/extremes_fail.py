def main(a: float, b: float) -> None:
    assert max(a, b) >= a
