# expect: failed
# inputs: (0,), (3,), (4,), (-1,)
def main(k: int) -> int:
    return "abc".index("", k)
