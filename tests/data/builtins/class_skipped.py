def main(s: str) -> None:
    digits = s.isdigit()
    assert digits or not digits
