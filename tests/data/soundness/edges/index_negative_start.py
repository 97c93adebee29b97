# A negative start counts from the end: "a" is not in the last character.
# expect: failed
# inputs: (0,), (-3,), (-1,), (-2,)
def main(k: int) -> int:
    if k >= 0:
        return 0
    return "abc".index("a", k)
