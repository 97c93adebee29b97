# As abc_metaclass.py, but the claim that a class deriving from `abc.ABC` is an instance of
# `type` exactly fails on every input: its metaclass is `abc.ABCMeta`.
# expect: failed
# inputs: (0,), (5,), (-3,), (7,)
import abc


class Shape(abc.ABC):
    pass


def main(n: int) -> int:
    assert type(Shape) is type, "metaclass"
    return n
