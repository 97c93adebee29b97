# prove: failed ZeroDivisionError
def main(a: int, b: int) -> int:
    try:
        return a % b
    except ZeroDivisionError:
        print("logging")
        raise
