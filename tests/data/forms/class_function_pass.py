class Pricing:
    rule = None

    def apply(self, amount):
        return self.rule(amount)


def discounted(self, amount):
    return amount - amount // 10


def main(amount: int) -> int:
    Pricing.rule = discounted
    p = Pricing()
    if amount >= 0:
        assert p.rule(amount) <= amount
        assert p.apply(amount) == discounted(p, amount)
    return p.rule(amount)
