TOP = 20
def ok(n: int) -> bool:
    return n > 0
