# prove: failed ValueError
"""Handlers are callable objects (`__call__`); the quote handler lets the effect's ValueError escape."""
from tools.agents.trusted.effects import quote, send


class Quote:
    def __call__(self, item: str) -> str:
        return item + " costs " + str(quote(item))


class Hello:
    def __call__(self, item: str) -> str:
        return "hello " + item


def main() -> int:
    handlers = {"quote": Quote(), "hello": Hello()}
    for name in ["hello", "quote"]:
        send("user", handlers[name]("lamp"))
    return 0
