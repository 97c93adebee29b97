# The twin of protocol_method_opt_out.py: the instance that sets `close` to None is still a
# `Closeable` when its class defines `close`, so claiming it opts out is false.
# expect: failed
# inputs: (1,), (0,), (-2,), (5,)
from typing import Protocol, runtime_checkable


@runtime_checkable
class Closeable(Protocol):
    def close(self) -> None: ...


class Handle:
    def __init__(self, is_open: bool):
        if not is_open:
            self.close = None

    def close(self):
        return None


def main(n: int) -> int:
    h = Handle(n > 0)
    assert isinstance(h, Closeable) == (n > 0), "a closed handle is not closeable"
    return 1
