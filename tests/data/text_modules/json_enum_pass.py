import json
from enum import Enum, IntEnum, StrEnum


class Level(IntEnum):
    LOW = 1
    HIGH = 3


class State(StrEnum):
    OPEN = "open"


class Kind(Enum):
    BUG = "bug"


def main(n: int) -> None:
    # Members mixing in int or str are written as their values.
    assert json.dumps({"s": State.OPEN, "l": [Level.LOW, Level.HIGH]}) == '{"s": "open", "l": [1, 3]}'
    try:
        json.dumps(Kind.BUG)
        assert False, "a plain member is not serializable"
    except TypeError:
        pass
    assert json.dumps([Kind.BUG], default=lambda k: k.value) == '["bug"]'
