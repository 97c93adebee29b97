# `isinstance` against a runtime-checkable protocol: an instance setting the method to None
# opts out, unless its class defines the method (CPython then asks the class, which has it).
# expect: proved
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


class Bare:
    def __init__(self, is_open: bool):
        self.close = (lambda: None) if is_open else None


def main(n: int) -> int:
    h, b = Handle(n > 0), Bare(n > 0)
    assert isinstance(h, Closeable)
    assert isinstance(b, Closeable) == (n > 0)
    return 1 if isinstance(b, Closeable) else 0
