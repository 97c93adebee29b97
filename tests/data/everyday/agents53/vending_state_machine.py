"""A vending machine as a small state machine driven by an event list."""
from enum import Enum


class State(Enum):
    IDLE = "idle"
    HAS_MONEY = "has_money"
    VENDING = "vending"
    OUT_OF_ORDER = "out_of_order"


PRICES = {"A1": 125, "A2": 90, "B1": 200}


class Machine:
    def __init__(self, stock):
        self.state = State.IDLE
        self.balance = 0
        self.stock = dict(stock)
        self.log = []

    def _go(self, new, why):
        self.log.append(f"{self.state.name} -> {new.name}: {why}")
        self.state = new

    def insert(self, cents):
        if self.state is State.OUT_OF_ORDER:
            return "rejected"
        if cents not in (5, 10, 25, 100):
            return f"bad coin {cents}"
        self.balance += cents
        if self.state is State.IDLE:
            self._go(State.HAS_MONEY, f"inserted {cents}")
        return f"balance {self.balance}"

    def select(self, code):
        if self.state is not State.HAS_MONEY:
            return "insert money first"
        price = PRICES.get(code)
        if price is None:
            return f"unknown {code}"
        if self.stock.get(code, 0) == 0:
            return f"{code} sold out"
        if self.balance < price:
            return f"need {price - self.balance} more"
        self._go(State.VENDING, f"vend {code}")
        self.stock[code] -= 1
        change, self.balance = self.balance - price, 0
        self._go(State.IDLE, "done")
        if not any(self.stock.values()):
            self._go(State.OUT_OF_ORDER, "empty")
        return f"vended {code}, change {change}"

    def refund(self):
        amount, self.balance = self.balance, 0
        if self.state is State.HAS_MONEY:
            self._go(State.IDLE, "refund")
        return f"refunded {amount}"


def main():
    m = Machine({"A1": 1, "A2": 0, "B1": 1})
    events = [("select", "A1"), ("insert", 100), ("insert", 3), ("select", "A2"),
              ("select", "A1"), ("insert", 25), ("select", "A1"), ("insert", 100),
              ("insert", 100), ("select", "C9"), ("select", "B1"), ("insert", 25), ("refund", None)]
    for action, arg in events:
        handler = getattr(m, action)
        result = handler(arg) if arg is not None else handler()
        print(f"{action:>6}({arg!s:>4}) -> {result:<24} [{m.state.value}]")
    print("\n".join(m.log))


if __name__ == "__main__":
    main()
