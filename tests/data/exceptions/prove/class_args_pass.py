# prove: proved
class Retry(Exception):
    def __init__(self, attempts: int):
        super().__init__("retry", attempts)
        self.attempts = attempts


def main(n: int) -> int:
    try:
        if n > 3:
            raise Retry(n)
        return n
    except Retry as e:
        assert e.args[0] == "retry"
        assert e.args[1] == e.attempts
        assert str(Retry(1)) == "('retry', 1)"
        return 3
