import sys


def main(x: int) -> int:
    args = sys.argv[1:]
    if x > 0:
        assert len(args) == 0
    return len(args)
