# After `del`, reading the name is an UnboundLocalError.
# expect: failed
# inputs: (0,), (5,), (1,), (-1,)
def main(n: int) -> int:
    x = n
    if n > 2:
        del x
    return x
