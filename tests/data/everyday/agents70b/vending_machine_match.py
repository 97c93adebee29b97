"""Vending machine driven by commands, using Enum auto and match."""
from enum import Enum, auto
from dataclasses import dataclass


class State(Enum):
    IDLE = auto()
    HAS_MONEY = auto()
    DISPENSING = auto()
    OUT_OF_ORDER = auto()


@dataclass(frozen=True)
class Insert:
    cents: int


@dataclass(frozen=True)
class Select:
    code: str


@dataclass(frozen=True)
class Refund:
    pass


@dataclass(frozen=True)
class Service:
    restock: dict


COINS = (25, 10, 5)


def make_change(amount: int) -> list[int]:
    change = []
    for coin in COINS:
        n, amount = divmod(amount, coin)
        change.extend([coin] * n)
    return change


class VendingMachine:
    def __init__(self, products: dict[str, tuple[str, int, int]]):
        self.products = dict(products)
        self.state = State.IDLE
        self.credit = 0
        self.sales = 0

    def handle(self, cmd) -> str:
        match (self.state, cmd):
            case (State.OUT_OF_ORDER, Service(restock=stock)):
                for code, qty in stock.items():
                    name, price, have = self.products[code]
                    self.products[code] = (name, price, have + qty)
                self.state = State.IDLE
                return "restocked"
            case (State.OUT_OF_ORDER, _):
                return "out of order"
            case (_, Insert(cents=c)) if c in (5, 10, 25, 100):
                self.credit += c
                self.state = State.HAS_MONEY
                return f"credit {self.credit}"
            case (_, Insert(cents=c)):
                return f"rejected coin {c}"
            case (State.HAS_MONEY, Select(code=code)):
                if code not in self.products:
                    return f"no such product {code}"
                name, price, qty = self.products[code]
                if qty == 0:
                    return f"{name} sold out"
                if self.credit < price:
                    return f"{name} costs {price}, credit {self.credit}"
                self.state = State.DISPENSING
                self.products[code] = (name, price, qty - 1)
                change = make_change(self.credit - price)
                self.sales += price
                self.credit = 0
                self.state = State.IDLE
                if all(q == 0 for _, _, q in self.products.values()):
                    self.state = State.OUT_OF_ORDER
                return f"dispense {name}, change {change}"
            case (State.IDLE, Select()):
                return "insert money first"
            case (State.HAS_MONEY, Refund()):
                back = make_change(self.credit)
                self.credit = 0
                self.state = State.IDLE
                return f"refund {back}"
            case _:
                return f"ignored {cmd!r} in {self.state.name}"


def main():
    vm = VendingMachine({"A1": ("chips", 65, 1), "B2": ("soda", 125, 1)})
    commands = [
        Select("A1"), Insert(25), Insert(3), Insert(25), Select("A1"), Insert(25),
        Select("A1"), Insert(100), Select("Z9"), Select("A1"), Insert(25), Select("B2"),
        Insert(10), Refund(), Service({"A1": 2}), Refund(), Insert(100), Select("A1"),
    ]
    for i, cmd in enumerate(commands, 1):
        print(f"{i:2}. {cmd} -> {vm.handle(cmd)} [{vm.state.name}]")
    print("sales:", vm.sales, "states:", [s.value for s in State])
    return vm.sales


if __name__ == "__main__":
    main()
