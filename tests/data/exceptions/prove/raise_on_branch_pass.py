# prove: proved
def check(n: int) -> int:
    if n < 0:
        raise ValueError("negative")
    return n


def main(n: int) -> int:
    try:
        v = check(n)
    except ValueError as e:
        v = 0
    assert v >= 0
    return v
