# prove: failed TypeError
"""Collects seen users in a set, but the user class defines `__eq__` without `__hash__`: unhashable."""
from tools.agents.trusted.effects import ask


class User:
    def __init__(self, name: str):
        self.name = name

    def __eq__(self, other):
        return isinstance(other, User) and self.name == other.name


def main() -> int:
    users = [User(ask("name?")) for _ in range(2)]
    print(users[0] == users[1])
    seen = set(users)
    return len(seen)
