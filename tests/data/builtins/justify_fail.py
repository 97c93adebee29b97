def main(s: str) -> None:
    if len(s) == 3:
        assert s.center(6) == "  " + s + " "
