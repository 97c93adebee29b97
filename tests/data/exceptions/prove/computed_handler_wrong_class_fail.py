# prove: failed ZeroDivisionError
# The computed handler names KeyError: a division by zero parts is not handled.
class Splitter:
    errors = (KeyError,)

    def share(self, total: int, parts: int) -> int:
        try:
            return abs(total // parts)
        except self.errors:
            return 0


def main(total: int, parts: int) -> int:
    return Splitter().share(total, parts)
