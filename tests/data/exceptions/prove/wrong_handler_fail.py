# prove: failed IndexError
def main(xs: list[int], i: int) -> int:
    try:
        return xs[i]
    except KeyError:
        return -1
