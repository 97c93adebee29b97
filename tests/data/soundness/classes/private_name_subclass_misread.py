# A subclass's `self.__v` is `_Child__v`, not the `_Base__v` its base stored: AttributeError.
# expect: failed
# inputs: (0,), (5,), (-2,), (9,)
class Base:
    def __init__(self, v):
        self.__v = v


class Child(Base):
    def value(self):
        return self.__v


def main(n: int) -> int:
    if n > 3:
        return Child(n).value()
    return n
