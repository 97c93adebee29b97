# CPython 3.11 refuses to convert an int of more than 4300 digits to str.
# expect: failed
# inputs: (0,), (10**4299,), (10**4300,), (-(10**4300),)
def main(n: int) -> int:
    return len(str(n))
