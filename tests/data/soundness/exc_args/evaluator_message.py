# An exception the evaluator raises with CPython's message is caught with that message as
# its argument, whatever the input.
# expect: proved
# inputs: (0,), (1,), (5,), (-3,)
from abc import ABC, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...


def main(k: int) -> int:
    try:
        Shape()
    except TypeError as e:
        assert str(e) == "Can't instantiate abstract class Shape with abstract method area"
        assert e.args == (str(e),)
    try:
        [k, 1, 2][5]
    except IndexError as e:
        assert str(e) == "list index out of range"
    return k
