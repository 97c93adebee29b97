from ..limits import TOP
def twice(n: int) -> int:
    return 2 * n if n < TOP else TOP
