"""A text only a length calculation reaches: the counterexample's text has the length the
integers give."""


def main(a: int, s: str) -> None:
    if min(a, len(s)) > 50:
        assert len(s) > 60
