# prove: failed assertion
def main(n: int) -> int:
    try:
        try:
            return 10 // n
        except ZeroDivisionError:
            raise KeyError("k")
    except KeyError as e:
        assert e.__context__ is None
        return 0
