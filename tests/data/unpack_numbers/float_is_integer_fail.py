def main(x: float) -> int:
    if x > 1.0 and x < 3.0:
        assert not x.is_integer()
    return 0
