import re


def main(s: str) -> None:
    m = re.search(r"\d+", s)
    if m is not None:
        assert m.group().isdigit()
