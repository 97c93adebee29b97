from fnmatch import fnmatch


def main(name: str) -> None:
    if fnmatch(name, "*.py"):
        assert name.endswith(".py")
