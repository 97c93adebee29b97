# prove: failed BadAmount
class AppError(Exception):
    def __init__(self, msg: str):
        super().__init__(msg)


class BadAmount(AppError):
    pass


def main(amount: int) -> int:
    try:
        if amount > 100:
            raise BadAmount("too much")
    except KeyError:
        return 0
    return amount
