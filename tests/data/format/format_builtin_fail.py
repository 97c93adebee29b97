"""`format(s, '>3')` is the f-string field `{s:>3}`: a width is a minimum."""


def main(s: str) -> None:
    assert len(format(s, ">3")) == 3
