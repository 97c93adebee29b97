"""A typed plugin registry deriving from dict, with a decorator and validation."""
from typing import Callable, Dict


class Registry(dict):
    def __init__(self, kind: str):
        super().__init__()
        self.kind = kind

    def register(self, name: str):
        def wrap(fn: Callable) -> Callable:
            if name in self:
                raise KeyError(f"{self.kind} {name!r} already registered")
            self[name] = fn
            return fn
        return wrap

    def __missing__(self, name):
        raise LookupError(f"unknown {self.kind}: {name}")

    def __repr__(self):
        return f"Registry({self.kind}, {sorted(self)})"


handlers = Registry("handler")


@handlers.register("double")
def double(x: int) -> int:
    return 2 * x


@handlers.register("neg")
def neg(x: int) -> int:
    return -x


def main() -> int:
    print(handlers, len(handlers))
    print(handlers["double"](4), handlers["neg"](3))
    try:
        handlers["triple"]
    except LookupError as e:
        print(type(e).__name__, e)
    try:
        handlers.register("neg")(abs)
    except KeyError as e:
        print("KeyError", e)
    table: Dict[str, int] = {name: fn(5) for name, fn in handlers.items()}
    print(table, handlers.get("zzz"), "neg" in handlers)
    return 0


if __name__ == "__main__":
    main()
