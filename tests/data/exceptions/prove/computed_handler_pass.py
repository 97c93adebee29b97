# prove: proved
# The handler's classes come from the splitter object, computed when the division fails.
class Splitter:
    errors = (ZeroDivisionError, OverflowError)

    def __init__(self, fallback: int):
        self.fallback = fallback

    def share(self, total: int, parts: int) -> int:
        try:
            return abs(total // parts)
        except self.errors:
            return self.fallback


def main(total: int, parts: int) -> int:
    n = Splitter(0).share(total, parts)
    assert n >= 0
    return n
