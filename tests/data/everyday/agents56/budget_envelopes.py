"""Envelope budgeting: allocate income, record spending, roll over and flag overspends."""
from collections import OrderedDict
from decimal import Decimal

D = Decimal

PLAN = OrderedDict([
    ("rent", ("fixed", D("1450"))),
    ("groceries", ("percent", D("12"))),
    ("transport", ("fixed", D("160"))),
    ("fun", ("percent", D("5"))),
    ("savings", ("rest", None)),
])

TRANSACTIONS = [
    ("01", "rent", "1450.00"), ("03", "groceries", "86.20"), ("05", "transport", "49.00"),
    ("07", "fun", "62.50"), ("10", "groceries", "112.35"), ("14", "fun", "95.00"),
    ("18", "groceries", "140.10"), ("21", "transport", "125.00"), ("25", "gifts", "40.00"),
    ("28", "groceries", "57.80"),
]


class Envelope:
    def __init__(self, name, budget):
        self.name = name
        self.budget = budget
        self.spent = D("0")

    @property
    def left(self):
        return self.budget - self.spent

    @property
    def used_pct(self):
        return (self.spent / self.budget * 100) if self.budget else D("0")

    def __str__(self):
        bar_len = min(20, int(self.used_pct / 5))
        bar = "#" * bar_len + "." * (20 - bar_len)
        return (f"{self.name:<10}{self.budget:>9.2f}{self.spent:>9.2f}{self.left:>9.2f} "
                f"[{bar}] {self.used_pct:5.1f}%")


def allocate(income, carry):
    envelopes, allocated = {}, D("0")
    for name, (kind, amount) in PLAN.items():
        if kind == "fixed":
            budget = amount
        elif kind == "percent":
            budget = (income * amount / 100).quantize(D("0.01"))
        else:
            budget = income - allocated
        allocated += budget
        envelopes[name] = Envelope(name, budget + carry.get(name, D("0")))
    return envelopes


def main():
    income = D("4200.00")
    carry = {"fun": D("20.00"), "groceries": D("-15.40")}
    envs = allocate(income, carry)
    unplanned = []
    for day, name, amount in TRANSACTIONS:
        if name not in envs:
            unplanned.append((day, name, D(amount)))
            envs["savings"].spent += D(amount)
            continue
        envs[name].spent += D(amount)
    print(f"{'envelope':<10}{'budget':>9}{'spent':>9}{'left':>9}")
    for env in envs.values():
        print(env)
    over = [e.name for e in envs.values() if e.left < 0]
    print("overspent:", ", ".join(over) or "none")
    for day, name, amount in unplanned:
        print(f"unplanned on day {day}: {name} {amount} (taken from savings)")
    next_carry = {e.name: e.left for e in envs.values() if e.name != "savings" and e.left}
    print("carry into next month:", {k: str(v) for k, v in next_carry.items()})
    assert sum(e.budget for e in envs.values()) == income + sum(carry.values())


if __name__ == "__main__":
    main()
