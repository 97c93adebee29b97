# An int subclass made by its own `__new__` holds the int; arithmetic on it is the int's and
# gives a plain int.
# expect: proved
# inputs: (1,), (5,), (40,), (2,)
class Count(int):
    def __new__(cls, value):
        if value < 0:
            raise ValueError("negative")
        return super().__new__(cls, value)

    def double(self):
        return self * 2


def main(n: int) -> int:
    if n < 0:
        return 0
    c = Count(n)
    assert c.double() == 2 * n
    assert c + 1 > n and type(c + 1) is int
    assert isinstance(c, int)
    return c
