"""Checks the running Python before using newer features, as agent scripts do."""
import sys


def describe(info):
    major, minor, *_ = info
    return f"Python {major}.{minor} ({info.releaselevel})"


def main():
    info = sys.version_info
    print(type(info).__name__, info is sys.version_info, sys.version_info == info)
    if sys.version_info >= (3, 8):
        print("walrus ok")
    if sys.version_info[:2] < (3, 11):
        print("no tomllib")
    else:
        print("tomllib available")
    print(describe(sys.version_info))
    print(len(sys.version_info), sys.version_info.major >= 3, isinstance(info, tuple))
    print(repr(sys.version_info))


if __name__ == "__main__":
    main()
