# prove: proved
"""An inbox class with a subclass that filters, calling the base method through `super()`."""
from tools.agents.trusted.effects import fetch_text


class Inbox:
    def __init__(self, owner: str):
        self.owner = owner
        self.messages = []

    def receive(self, text: str) -> bool:
        self.messages.append(text)
        return True

    def count(self) -> int:
        return len(self.messages)


class FilteredInbox(Inbox):
    def __init__(self, owner: str, blocked: str):
        super().__init__(owner)
        self.blocked = blocked
        self.dropped = 0

    def receive(self, text: str) -> bool:
        if self.blocked in text:
            self.dropped += 1
            return False
        return super().receive(text)


def main() -> int:
    box = FilteredInbox("ann", "bye")
    for i in range(3):
        try:
            text = fetch_text("https://mail.example.org/" + str(i))
        except TimeoutError:
            text = ""
        if text:
            box.receive(text)
    print(box.owner, box.messages, box.dropped, isinstance(box, Inbox))
    return box.count()
