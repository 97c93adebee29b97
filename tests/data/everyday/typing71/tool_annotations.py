"""A tool registry that describes each tool from its annotations and signature."""
import inspect


class Item:
    def __init__(self, name: str, qty: int = 1) -> None:
        self.name = name
        self.qty = qty

    def scaled(self, factor: float, *, note: "str | None" = None) -> "Item":
        return Item(self.name, int(self.qty * factor))


def search(query: str, limit: int = 10, *tags: str, exact: bool = False, **filters: dict) -> list[str]:
    return [query] * min(limit, 2)


def add(a: int, b: int) -> int:
    return a + b


def store(item: Item, where: "Shelf", count: tuple[int, ...] = (1,)) -> None:
    pass


def plain(x, y=2):
    return x


def describe(fn) -> str:
    parts = []
    for name, typ in fn.__annotations__.items():
        label = typ.__name__ if isinstance(typ, type) else repr(typ)
        parts.append(f"{name}={label}")
    return f"{fn.__name__}({', '.join(parts)})"


def main():
    for fn in (search, add, store, plain):
        print(describe(fn))
    print(search.__annotations__)
    print(plain.__annotations__, add.__annotations__ is add.__annotations__)
    print(Item.scaled.__annotations__)
    item = Item("bolt", 4)
    print(item.scaled.__annotations__["factor"], len(item.scaled.__annotations__))
    for fn in (search, add, store, plain, Item, item.scaled):
        sig = inspect.signature(fn)
        print(sig)
        for p in sig.parameters.values():
            shown = "-" if p.annotation is inspect.Parameter.empty else p.annotation
            print("  ", p.name, p.kind, shown, p.default is p.empty)
        print("   returns", sig.return_annotation, sig.return_annotation is inspect.Signature.empty)
    schema = {}
    for name, param in inspect.signature(search).parameters.items():
        if param.annotation in (int, str, bool):
            schema[name] = param.annotation.__name__
    print(schema)
    print(add(2, 3), search("x"), plain(1))


if __name__ == "__main__":
    main()
