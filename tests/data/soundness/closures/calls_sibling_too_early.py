# Calling before the sibling is defined: NameError (free variable not yet bound).
# expect: failed
# inputs: (0,), (1,), (-1,), (-9,)
def main(x: int) -> int:
    def first(v: int) -> int:
        return second(v)

    if x < 0:
        return first(x)

    def second(v: int) -> int:
        return -v

    return first(x)
