from fnmatch import fnmatch


def main(name: str) -> None:
    # "?" matches any one character, "." included: "x.py" has no letter before ".py".
    if fnmatch(name, "?*.py"):
        assert len(name) > 4
