# prove: skipped unsupported program body (`.split()` of a symbolic s
"""Versions compare with `==` against versions and decline other types with NotImplemented."""
from tools.agents.trusted.effects import ask


class Version:
    def __init__(self, text: str):
        parts = text.split(".")
        self.major = int(parts[0]) if parts[0].isdigit() else 0
        self.minor = int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 0

    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return (self.major, self.minor) == (other.major, other.minor)

    def __lt__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return (self.major, self.minor) < (other.major, other.minor)


def main() -> bool:
    v = Version(ask("version?"))
    print(v == Version("1.2"), v == "1.2", v != "1.2", v < Version("2.0"))
    assert v != "1.2"
    return v == Version("1.2")
