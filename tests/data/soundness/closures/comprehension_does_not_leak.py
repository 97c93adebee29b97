# expect: proved
# inputs: (0,), (3,), (-1,), (1000,)
def main(n: int) -> int:
    x = n
    squares = [x * x for x in range(4)]
    assert x == n
    return x + squares[3]
