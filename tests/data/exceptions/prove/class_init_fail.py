# prove: failed assertion
class BadAmount(ValueError):
    def __init__(self, amount: int, limit: int):
        super().__init__("over the limit")
        self.amount = amount
        self.limit = limit

    def excess(self) -> int:
        return self.amount - self.limit


def main(amount: int) -> int:
    try:
        if amount > 100:
            raise BadAmount(amount, 100)
        paid = amount
    except BadAmount as e:
        assert e.excess() < 50
        paid = e.limit
    return paid
