# prove: failed ZeroDivisionError
"""Handlers are callable objects (`__call__`); the per-unit handler divides by a quote that may be zero."""
from tools.agents.trusted.effects import quote, send


class Quote:
    def __call__(self, item: str) -> str:
        return item + " units per 100: " + str(100 // quote(item))


class Hello:
    def __call__(self, item: str) -> str:
        return "hello " + item


def main() -> int:
    handlers = {"quote": Quote(), "hello": Hello()}
    for name in ["hello", "quote"]:
        send("user", handlers[name]("lamp"))
    return 0
