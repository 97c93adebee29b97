"""An order state machine whose transitions table maps states to bound methods."""


class Order:
    def __init__(self, oid):
        self.oid = oid
        self.state = "new"
        self.history = []
        self.transitions = {
            "new": self.pay,
            "paid": self.ship,
            "shipped": self.deliver,
        }

    def pay(self):
        self.state = "paid"

    def ship(self):
        self.state = "shipped"

    def deliver(self):
        self.state = "delivered"

    def advance(self):
        step = self.transitions.get(self.state)
        if step is None:
            return False
        before = self.state
        step()
        self.history.append(f"{before}->{self.state}")
        return True


def main():
    orders = [Order(1), Order(2)]
    while orders[0].advance():
        pass
    orders[1].advance()
    for o in orders:
        print(o.oid, o.state, o.history)
    actions = [o.advance for o in orders]
    print([a() for a in actions])
    print(vars(orders[1])["state"])


if __name__ == "__main__":
    main()
