"""The failing twin: "é" is two bytes in UTF-8, so a model that counted characters would
prove this; the path where `s` is long is refuted."""


def main(s: str) -> None:
    if len(s) > 3:
        assert len("é".encode("utf-8")) == 1
