# prove: skipped
def main(xs: list[int]) -> int:
    try:
        for x in xs:
            if x == 0:
                raise ValueError("zero")
    except ValueError:
        return -1
    return 0
