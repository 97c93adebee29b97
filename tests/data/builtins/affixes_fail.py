def main(s: str) -> None:
    t = s.removeprefix("ab")
    assert len(t) == len(s)
