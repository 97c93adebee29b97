# As namespace_store.py, but claiming the stored value is the one assigned, which holds only
# for 0: `__set__` stored it doubled through the namespace.
# expect: failed
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
    assert c.v == n, "doubled"
    return n
