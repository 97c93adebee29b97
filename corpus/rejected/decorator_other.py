# rejects: decorator other than @clauz3.guarantee on agent code
import clauz3


def logged(fn: int) -> int:
    return fn


@logged
def helper(x: int) -> int:
    return x + 1


def main() -> int:
    return helper(2)
