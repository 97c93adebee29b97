# A global that only some paths bind: reading it unbound is CPython's NameError.
# expect: failed
# inputs: (0,), (1,), (-1,), (5,)
def setup() -> None:
    global total
    total = 5

def main(a: int) -> int:
    if a > 0:
        setup()
    return total
