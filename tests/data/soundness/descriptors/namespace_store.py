# A descriptor storing through `obj.__dict__[name] = value` (the namespace written on the
# object itself) and reading with `getattr`: what was stored is what is read back.
# expect: proved
# inputs: (5,), (-3,), (0,), (12,)
class Doubled:
    def __set_name__(self, owner, name):
        self.name = "_" + name

    def __get__(self, obj, objtype=None):
        return getattr(obj, self.name)

    def __set__(self, obj, value):
        obj.__dict__[self.name] = 2 * value


class Cell:
    v = Doubled()


def main(n: int) -> int:
    c = Cell()
    c.v = n
    assert c.v == 2 * n
    c.__dict__.pop("_v")
    assert not hasattr(c, "_v")
    return n
