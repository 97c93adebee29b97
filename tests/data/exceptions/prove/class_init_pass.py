# prove: proved
class BadAmount(ValueError):
    def __init__(self, amount: int, limit: int):
        super().__init__("amount over the limit", amount)
        self.amount = amount
        self.limit = limit

    def excess(self) -> int:
        return self.amount - self.limit


def charge(amount: int, limit: int) -> int:
    if amount > limit:
        raise BadAmount(amount, limit)
    return amount


def main(amount: int) -> int:
    try:
        paid = charge(amount, 100)
    except ValueError as e:
        assert e.excess() > 0
        assert e.limit == 100
        paid = e.limit
    assert paid <= 100
    return paid
