# prove: proved
def main(a: int) -> int:
    try:
        assert a > 0, "positive"
    except AssertionError as e:
        print(e.args)
        return -1
    return a
