# The message names the abstract method: a handler checking for another text fails.
# expect: failed
# inputs: (0,), (1,), (5,), (-3,)
from abc import ABC, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...


def main(k: int) -> int:
    try:
        Shape()
    except TypeError as e:
        assert "perimeter" in str(e) or k > 100
    return k
