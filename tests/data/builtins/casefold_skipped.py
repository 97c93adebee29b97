def main(s: str) -> None:
    folded = s.casefold()
    assert folded == folded
