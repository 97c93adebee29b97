"""An order workflow state machine with guarded transitions and an audit trail."""
from enum import Enum, auto
from dataclasses import dataclass, field


class Status(Enum):
    CREATED = auto()
    PAID = auto()
    PACKED = auto()
    SHIPPED = auto()
    DELIVERED = auto()
    CANCELLED = auto()
    REFUNDED = auto()


class WorkflowError(Exception):
    pass


class IllegalTransition(WorkflowError):
    def __init__(self, order_id, src, dst):
        super().__init__(f"order {order_id}: cannot go {src.name} -> {dst.name}")
        self.src, self.dst = src, dst


class GuardFailed(WorkflowError):
    pass


TRANSITIONS = {
    Status.CREATED: {Status.PAID, Status.CANCELLED},
    Status.PAID: {Status.PACKED, Status.CANCELLED},
    Status.PACKED: {Status.SHIPPED},
    Status.SHIPPED: {Status.DELIVERED},
    Status.DELIVERED: {Status.REFUNDED},
    Status.CANCELLED: set(),
    Status.REFUNDED: set(),
}


@dataclass
class Order:
    order_id: str
    amount: float
    status: Status = Status.CREATED
    paid: float = 0.0
    history: list = field(default_factory=list)

    def move(self, dst, **info):
        if dst not in TRANSITIONS[self.status]:
            raise IllegalTransition(self.order_id, self.status, dst)
        guard = getattr(self, f"_guard_{dst.name.lower()}", None)
        if guard is not None:
            guard(**info)
        self.history.append((self.status.name, dst.name))
        self.status = dst

    def _guard_paid(self, payment=0.0):
        if payment < self.amount:
            raise GuardFailed(f"{self.order_id}: payment {payment:.2f} < {self.amount:.2f}")
        self.paid = payment

    def _guard_refunded(self, reason=""):
        if not reason:
            raise GuardFailed(f"{self.order_id}: refund needs a reason")

    @property
    def is_final(self):
        return not TRANSITIONS[self.status]


def main():
    script = [
        ("A1", Status.PAID, {"payment": 50.0}), ("A1", Status.PACKED, {}),
        ("A1", Status.SHIPPED, {}), ("A1", Status.DELIVERED, {}),
        ("B2", Status.SHIPPED, {}), ("B2", Status.PAID, {"payment": 10.0}),
        ("B2", Status.CANCELLED, {}), ("B2", Status.PAID, {"payment": 99.0}),
        ("A1", Status.REFUNDED, {}), ("A1", Status.REFUNDED, {"reason": "damaged"}),
    ]
    orders = {"A1": Order("A1", 49.5), "B2": Order("B2", 20.0)}
    errors = {IllegalTransition: 0, GuardFailed: 0}
    for oid, dst, info in script:
        try:
            orders[oid].move(dst, **info)
            print(f"{oid}: now {orders[oid].status.name}")
        except WorkflowError as e:
            errors[type(e)] += 1
            print(f"{type(e).__name__}: {e}")
    for o in orders.values():
        trail = " | ".join(f"{a}->{b}" for a, b in o.history)
        print(f"{o.order_id} final={o.is_final} paid={o.paid:.2f} trail: {trail}")
    print({k.__name__: v for k, v in errors.items()})


if __name__ == "__main__":
    main()
