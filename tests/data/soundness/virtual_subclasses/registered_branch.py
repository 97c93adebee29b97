# A class registered with an abstract class at run time, on one branch of an unknown: the
# prover must follow the registration per path, as `isinstance` then answers.
# expect: proved
# inputs: (0,), (1,), (-4,), (9,)
from abc import ABC


class Sink(ABC):
    pass


class Buffer:
    pass


def main(n: int) -> int:
    if n > 0:
        Sink.register(Buffer)
    registered = isinstance(Buffer(), Sink)
    assert registered == (n > 0)
    assert issubclass(Buffer, Sink) or n <= 0
    return 1 if registered else 0
