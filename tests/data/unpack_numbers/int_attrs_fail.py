def main(n: int) -> int:
    num, den = n.as_integer_ratio()
    assert num + den > 0
    return num
