"""An in-memory repository layer built from small mixins: ids, timestamps, validation, repr."""
from dataclasses import dataclass, field


class ReprMixin:
    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in self.describe_fields())
        return f"{type(self).__name__}({fields})"

    def describe_fields(self):
        return sorted(vars(self).items())


class EqualityMixin:
    def __eq__(self, other):
        return type(self) is type(other) and vars(self) == vars(other)

    def __hash__(self):
        return hash(tuple(sorted(vars(self).items())))


class ValidatedMixin:
    required = ()

    def validate(self):
        missing = [name for name in self.required if not getattr(self, name, None)]
        if missing:
            raise ValueError(f"{type(self).__name__} missing {', '.join(missing)}")
        return True


class Entity:
    counter = 0

    def __init__(self, **fields):
        Entity.counter += 1
        self.id = Entity.counter
        for k, v in fields.items():
            setattr(self, k, v)

    @classmethod
    def create(cls, **fields):
        obj = cls(**fields)
        obj.validate()
        return obj

    @property
    def key(self):
        return f"{type(self).__name__.lower()}:{self.id}"


class Customer(ReprMixin, EqualityMixin, ValidatedMixin, Entity):
    required = ("name", "email")

    @property
    def key(self):
        return "cust/" + self.name.lower()


class Order(ReprMixin, ValidatedMixin, Entity):
    required = ("customer",)

    def describe_fields(self):
        return [(k, v) for k, v in super().describe_fields() if k != "customer"]


@dataclass
class Audit:
    events: list = field(default_factory=list)

    def record(self, what):
        self.events.append(what)


class AuditedOrder(Order):
    def __init__(self, **fields):
        super().__init__(**fields)
        self.audit = Audit()
        self.audit.record("created")


def main():
    alice = Customer.create(name="Alice", email="a@example.com")
    print(alice, alice.key, alice.validate())
    again = Customer(name="Alice", email="a@example.com")
    print(alice == again, len({alice, again}))
    try:
        Customer.create(name="Bob")
    except ValueError as e:
        print("invalid:", e)
    order = Order.create(customer=alice, total=12.5)
    print(order, order.key)
    audited = AuditedOrder.create(customer=alice, total=3)
    print(audited.audit.events, audited.key, isinstance(audited, ValidatedMixin))
    print([c.__name__ for c in AuditedOrder.__mro__])
    print(Customer.required, Order.required, Entity.counter)
    return Entity.counter


if __name__ == "__main__":
    main()
