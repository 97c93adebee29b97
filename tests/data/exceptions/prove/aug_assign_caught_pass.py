# prove: proved
def main(d: int) -> int:
    x = 10
    try:
        x //= d
    except ZeroDivisionError:
        pass
    return x + 1
