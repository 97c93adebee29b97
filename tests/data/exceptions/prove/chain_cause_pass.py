# prove: proved
class ParseError(ValueError):
    pass


def parse(text: str) -> int:
    try:
        return int(text)
    except ValueError as err:
        raise ParseError("bad") from err


def main(n: int) -> int:
    try:
        return parse("x" if n > 3 else "7")
    except ParseError as e:
        assert isinstance(e.__cause__, ValueError)
        assert e.__cause__ is e.__context__
        assert e.__suppress_context__
        return -1
