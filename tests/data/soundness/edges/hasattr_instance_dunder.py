# An instance of a program class has `object`'s dunders (`__eq__`, `__lt__`, `__init__`) and,
# without `__slots__`, `__weakref__`; a plain class's instance has nothing else it did not
# define. The model's reads found none of those, so `hasattr` answered False.
# expect: failed
# inputs: (0,), (1,), (-3,), (7,)
class Ticket:
    def __init__(self, number):
        self.number = number


def main(n: int) -> int:
    ticket = Ticket(n)
    found = [name for name in ("__lt__", "__weakref__", "__len__", "number") if hasattr(ticket, name)]
    assert len(found) == 1 or n > 100
    return len(found)
