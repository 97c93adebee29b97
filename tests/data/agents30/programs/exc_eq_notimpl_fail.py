# prove: failed assertion
"""A status class compared with a plain int: `__eq__` declines, so `==` is identity and the check fails."""
from tools.agents.trusted.effects import fetch_status


class Status:
    def __init__(self, code: int):
        self.code = code

    def __eq__(self, other):
        if isinstance(other, Status):
            return self.code == other.code
        return NotImplemented


def main() -> int:
    s = Status(fetch_status("https://example.org"))
    ok = s == 200
    print("ok?", ok)
    assert ok or s.code != 200
    return s.code
