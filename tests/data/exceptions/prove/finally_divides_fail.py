# prove: failed ZeroDivisionError
def main(a: int, b: int) -> int:
    r = 0
    try:
        r = a + 1
    finally:
        r = r // b
    return r
