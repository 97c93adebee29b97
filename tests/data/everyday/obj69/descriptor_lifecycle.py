"""Audited attributes: descriptors that log reads, writes and deletions on an inventory."""

from dataclasses import dataclass

LOG = []


class Audited:
    """Keeps the value on the instance under a private name and logs each access."""

    def __set_name__(self, owner, name):
        self.public = name
        self.private = f"_{name}"
        LOG.append(f"named {owner.__name__}.{name}")

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        LOG.append(f"get {self.public}")
        return getattr(obj, self.private, None)

    def __set__(self, obj, value):
        LOG.append(f"set {self.public}={value!r}")
        setattr(obj, self.private, value)

    def __delete__(self, obj):
        LOG.append(f"delete {self.public}")
        delattr(obj, self.private)


class Tag:
    """Not a descriptor: only learns its name."""

    def __set_name__(self, owner, name):
        self.label = f"{owner.__name__.lower()}:{name}"


class Lazy:
    """A non-data descriptor computing a value an instance may override."""

    def __init__(self, func):
        self.func = func

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return self.func(obj)


def default_unit(item):
    return "pcs"


class Item:
    sku = Audited()
    qty = Audited()
    kind = Tag()
    unit = Lazy(default_unit)

    def __init__(self, sku, qty):
        self.sku = sku
        self.qty = qty

    def restock(self, n):
        self.qty += n


@dataclass
class Reading:
    sensor: str
    value: float = 0.0
    note = Tag()


def main():
    print(LOG)
    LOG.clear()
    item = Item("A-1", 3)
    item.restock(4)
    print(item.qty, item.sku, item.unit)
    item.unit = "kg"
    print(item.unit, Item.unit is Item.__dict__["unit"] if False else type(Item.unit).__name__)
    del item.qty
    print(item.qty)
    try:
        del item.qty
    except AttributeError as exc:
        print("AttributeError:", exc)
    print(LOG)
    print(Item.kind.label, Reading.note.label, type(Item.sku).__name__, Item.sku.private)
    print(sorted(vars(item)))
    r = Reading("t1", 21.5)
    print(r, Reading("t2"))


if __name__ == "__main__":
    main()
