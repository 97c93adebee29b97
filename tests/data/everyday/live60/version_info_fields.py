"""sys.version_info compared as a tuple and read by its named fields, as scripts check versions."""
import sys


def main():
    v = sys.version_info
    print(v >= (3, 8), v[:2], v.major, v.minor, v.micro, v.releaselevel, v.serial)
    print(v)
    print(repr(v), str(v))
    print(isinstance(v, tuple), len(v), tuple(v))
    major, minor, *_ = sys.version_info
    print(major, minor)
    print(f"Python {v.major}.{v.minor}")
    try:
        ok = v.minor >= 11
    except AttributeError:
        ok = False
    assert ok


if __name__ == "__main__":
    main()
