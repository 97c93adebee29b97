def main(a: str, b: str) -> None:
    upper = list(map(str.upper, [a, b]))
    assert len(upper) == 2
