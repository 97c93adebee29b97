"""Bank transfers with an exception hierarchy, chaining, finally and else."""


class BankError(Exception):
    pass


class AccountFrozen(BankError):
    pass


class InsufficientFunds(BankError):
    def __init__(self, account_id, balance, amount):
        self.account_id = account_id
        self.balance = balance
        self.amount = amount
        super().__init__(f"account {account_id} has {balance}, needs {amount}")


class TransferFailed(BankError):
    pass


class Account:
    _next_id = 1

    def __init__(self, owner, balance=0):
        self.id = Account._next_id
        Account._next_id += 1
        self.owner = owner
        self.balance = balance
        self.frozen = False

    def withdraw(self, amount):
        if self.frozen:
            raise AccountFrozen(f"account {self.id} is frozen")
        if amount > self.balance:
            raise InsufficientFunds(self.id, self.balance, amount)
        self.balance -= amount

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError(f"deposit must be positive, got {amount}")
        self.balance += amount

    def __repr__(self):
        return f"Account(id={self.id}, owner={self.owner!r}, balance={self.balance})"


class Bank:
    def __init__(self):
        self.accounts = {}
        self.audit = []

    def open(self, owner, balance=0):
        acct = Account(owner, balance)
        self.accounts[acct.id] = acct
        return acct

    def transfer(self, src_id, dst_id, amount):
        src = self.accounts[src_id]
        dst = self.accounts[dst_id]
        snapshot = (src.balance, dst.balance)
        try:
            src.withdraw(amount)
            dst.deposit(amount)
        except BankError as exc:
            raise TransferFailed(f"transfer {src_id}->{dst_id} of {amount} failed") from exc
        except ValueError as exc:
            src.balance, dst.balance = snapshot
            raise TransferFailed("invalid amount") from exc
        else:
            self.audit.append(("ok", src_id, dst_id, amount))
        finally:
            self.audit.append(("attempt", src_id, dst_id, amount))


def main():
    bank = Bank()
    alice = bank.open("alice", 100)
    bob = bank.open("bob", 20)
    carol = bank.open("carol")
    carol.frozen = True

    attempts = [(1, 2, 30), (2, 3, 70), (3, 1, 5), (1, 2, -4), (2, 1, 50)]
    for src, dst, amount in attempts:
        try:
            bank.transfer(src, dst, amount)
        except TransferFailed as exc:
            cause = exc.__cause__
            print(f"FAILED: {exc}")
            print(f"  cause: {type(cause).__name__}: {cause}")
            if isinstance(cause, InsufficientFunds):
                print(f"  short by {cause.amount - cause.balance}")
        else:
            print(f"done: {src}->{dst} {amount}")

    for acct in (alice, bob, carol):
        print(acct)
    oks = [a for a in bank.audit if a[0] == "ok"]
    print("audit entries:", len(bank.audit), "ok:", len(oks))
    print("total money:", sum(a.balance for a in bank.accounts.values()))

    try:
        try:
            bank.transfer(1, 99, 1)
        except KeyError as exc:
            raise BankError("no such account") from exc
    except BankError as exc:
        print(repr(exc), "<-", repr(exc.__cause__))
    return len(oks)


if __name__ == "__main__":
    main()
