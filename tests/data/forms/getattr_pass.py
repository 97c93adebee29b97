class Account:
    kind = "checking"

    def __init__(self, owner, balance):
        self.owner = owner
        self.balance = balance


def main(x: int, owner: str) -> int:
    acct = Account(owner, x)
    fee = getattr(acct, "fee", 0)
    if hasattr(acct, "balance") and getattr(acct, "kind") == "checking" and x > 0:
        assert getattr(acct, "balance") - fee > 0
        assert getattr(acct, "owner", "") == owner
    return getattr(acct, "balance", -1)
