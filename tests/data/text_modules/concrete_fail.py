import re


def main() -> None:
    # Python's `$` matches before a final newline: this assertion is false.
    assert re.search(r"ok$", "ok\n") is None
