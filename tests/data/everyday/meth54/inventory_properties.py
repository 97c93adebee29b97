"""Inventory items whose computed properties, factories and helpers are decorated."""
import functools

AUDIT = []


def audited(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        result = fn(*args, **kwargs)
        AUDIT.append((fn.__name__, result))
        return result
    return wrapper


def rounded(digits):
    def deco(fn):
        def wrapper(*args):
            return round(fn(*args), digits)
        return wrapper
    return deco


class CallCounter:
    """A class-based decorator: its instance is not bound, so no `self` is passed."""

    def __init__(self, fn):
        self.fn = fn
        self.calls = 0

    def __call__(self, *args):
        self.calls += 1
        return self.fn(*args)


class Item:
    tax = 0.2

    def __init__(self, name, net, qty):
        self.name = name
        self.net = net
        self.qty = qty

    @property
    @rounded(2)
    def gross(self):
        return self.net * (1 + self.tax)

    @classmethod
    @audited
    def parse(cls, line):
        name, net, qty = line.split(",")
        return cls(name.strip(), float(net), int(qty))

    @staticmethod
    @audited
    def valid(line):
        return line.count(",") == 2

    @CallCounter
    def describe(item):
        return f"{item.name} x{item.qty} @ {item.gross}"


def main():
    rows = ["pen, 1.25, 4", "broken line", "pad, 3.10, 2", "ink,7,1"]
    items = [Item.parse(r) for r in rows if Item.valid(r)]
    for it in items:
        print(Item.describe(it), it.describe(it))
    print("describe called", Item.describe.calls, "times")
    print(sum(it.gross * it.qty for it in items))
    for name, result in AUDIT:
        print(name, type(result).__name__)


if __name__ == "__main__":
    main()
