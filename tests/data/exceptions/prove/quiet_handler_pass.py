# prove: proved
def ratio(a: int, b: int) -> int:
    return a // b


def main(a: int, b: int) -> int:
    total = 0
    for d in [b, b + 1, 2]:
        try:
            total += ratio(a, d)
        except ArithmeticError:
            pass
    return total
