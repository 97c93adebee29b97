# Classes: instances, attribute reads and writes, method calls, a dataclass.

from dataclasses import dataclass

STEPS = 60000


@dataclass
class Point:
    x: int
    y: int


class Account:
    def __init__(self, owner: str, balance: int) -> None:
        self.owner = owner
        self.balance = balance
        self.history = 0

    def deposit(self, amount: int) -> None:
        self.balance += amount
        self.history += 1

    def withdraw(self, amount: int) -> bool:
        if amount > self.balance:
            return False
        self.balance -= amount
        self.history += 1
        return True


class Walker:
    def __init__(self) -> None:
        self.pos = Point(0, 0)

    def step(self, i: int) -> int:
        if i % 4 == 0:
            self.pos = Point(self.pos.x + 1, self.pos.y)
        elif i % 4 == 1:
            self.pos = Point(self.pos.x, self.pos.y + 2)
        else:
            self.pos = Point(self.pos.x - 1, self.pos.y - 1)
        return abs(self.pos.x) + abs(self.pos.y)


def main() -> int:
    accounts = [Account(f"owner{i}", i * 10) for i in range(50)]
    walker = Walker()
    refused = 0
    far = 0
    for i in range(STEPS):
        acct = accounts[i % 50]
        acct.deposit(i % 13)
        if not acct.withdraw((i * 7) % 29):
            refused += 1
        far = max(far, walker.step(i))
    total = sum([a.balance for a in accounts])
    moves = sum([a.history for a in accounts])
    print(f"total {total} moves {moves} refused {refused} far {far} at {walker.pos}")
    return total + moves + refused + far
