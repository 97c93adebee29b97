# prove: proved
def main(a: int, b: int) -> int:
    try:
        q = a // b
    except ZeroDivisionError:
        q = 0
    assert b != 0 or q == 0
    return q
