"""A handler that logs and re-raises: the same exception leaves main."""


def main() -> int:
    try:
        [1, 2, 3][7]
    except IndexError as e:
        print("logging", e)
        raise
    return 0
