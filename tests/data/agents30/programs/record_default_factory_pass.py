# prove: proved
"""A dataclass with a list field built per instance: two records do not share their lists."""
from dataclasses import dataclass, field


@dataclass
class Conversation:
    user: str
    messages: list = field(default_factory=list)

    def say(self, text: str) -> int:
        self.messages.append(text)
        return len(self.messages)


def main() -> int:
    a = Conversation("ann")
    b = Conversation("bob")
    a.say("hi")
    a.say("how are you?")
    b.say("hello")
    assert len(a.messages) == 2 and len(b.messages) == 1
    print(a)
    print(b.messages)
    return len(a.messages) + len(b.messages)
