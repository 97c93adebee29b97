# prove: failed assertion
# The computed handler catches the division by zero and returns a negative fallback.
class Splitter:
    errors = ZeroDivisionError

    def __init__(self, fallback: int):
        self.fallback = fallback

    def share(self, total: int, parts: int) -> int:
        try:
            return abs(total // parts)
        except self.errors:
            return self.fallback


def main(total: int, parts: int) -> int:
    n = Splitter(-1).share(total, parts)
    assert n >= 0
    return n
