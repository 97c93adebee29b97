# The same registration on one branch, with an assertion that holds only when the class was
# registered: a refutation must take the branch that does not register it.
# expect: failed
# inputs: (0,), (-3,), (5,), (2,)
from abc import ABC


class Sink(ABC):
    pass


class Buffer:
    pass


def main(n: int) -> int:
    if n > 0:
        Sink.register(Buffer)
    assert isinstance(Buffer(), Sink)
    return 1
