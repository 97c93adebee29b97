# prove: failed assertion
def main(b: int) -> int:
    if b < 0:
        return 0
    try:
        q = 100 // b
    except ZeroDivisionError:
        q = -1
    assert q >= 0
    return q
