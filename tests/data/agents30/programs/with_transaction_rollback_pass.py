# prove: proved
"""A transaction context manager that rolls back staged lines when the body raises."""
from tools.agents.trusted.effects import quote


class Transaction:
    def __init__(self, book: list):
        self.book = book
        self.staged = []

    def __enter__(self):
        return self

    def add(self, line: str) -> None:
        self.staged.append(line)

    def __exit__(self, kind, value, tb) -> bool:
        if kind is None:
            self.book.extend(self.staged)
        else:
            print("rolled back", len(self.staged), "lines:", value)
        self.staged = []
        return kind is ValueError


def main() -> int:
    book = []
    for order in [["tea", "cake"], ["coffee", "scone"]]:
        with Transaction(book) as tx:
            for item in order:
                tx.add(item)
            tx.add("price " + str(quote(order[0])))
    print(book)
    return len(book)
