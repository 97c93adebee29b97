def main(a: float, b: float, c: float) -> None:
    readings = [a, b, c]
    top = max(readings)
    low = min(a, b, c)
    # max and min return one of the objects they were given: a nan among the readings is
    # still found in the list (containers compare identity before ==).
    assert top in readings
    assert low in [a, b, c]
    if a == a and b == b and c == c:
        assert low <= top
        assert low <= a <= top
    # The first of equal items wins, nan compares false: max(nan, x) keeps the nan.
    if a != a:
        assert max(a, b) != max(a, b)
