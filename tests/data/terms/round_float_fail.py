def main(x: float) -> None:
    if x == x and abs(x) < 1e300:
        assert round(x) != 4 or x < 4.5
