import json
from enum import IntEnum


class Level(IntEnum):
    LOW = 1
    HIGH = 3


def main(n: int) -> None:
    # A model writing the member's name would prove this; CPython writes 3.
    assert json.dumps({"level": Level.HIGH}) == '{"level": "HIGH"}'
