from fnmatch import fnmatch


def main() -> None:
    # POSIX `fnmatch` does not fold case: this assertion is false.
    assert fnmatch("NOTES.TXT", "*.txt")
