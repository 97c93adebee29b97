# prove: failed ZeroDivisionError
def main(a: int) -> int:
    try:
        x = 10 // a
    except Exception:
        x = 10 // (a * 2)
    return x
