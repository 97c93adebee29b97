"""Bytes of a symbolic str are not modelled: skipped with the construct and its line."""


def main(s: str) -> None:
    data = s.encode("utf-8")
    assert len(data) >= len(s)
