# prove: proved
"""A transaction context manager rolls back its pending payments when the block raises."""
from tools.agents.trusted.effects import pay, quote


class Batch:
    def __init__(self):
        self.pending = []

    def __enter__(self):
        return self

    def add(self, to: str, amount: int) -> None:
        if amount > 100:
            raise ValueError(f"{amount} is over the limit")
        self.pending.append((to, amount))

    def __exit__(self, kind, value, tb):
        if kind is None:
            for to, amount in self.pending:
                pay(to, amount)
        else:
            print("rolled back", len(self.pending), "because", value)
            self.pending = []
        return True


def main() -> int:
    with Batch() as b:
        for item in ["pen", "desk"]:
            try:
                price = quote(item)
            except ValueError:
                continue
            if price > 0:
                b.add("shop", price)
    return len(b.pending)
