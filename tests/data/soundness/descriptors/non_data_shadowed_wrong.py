# As non_data_shadowed.py, but claiming the data descriptor lets the instance's value through:
# its `__set__` drops the value and `__get__` answers 1, so this fails unless n is 1.
# expect: failed
# inputs: (5,), (-3,), (0,), (12,)
class Always:
    def __get__(self, obj, objtype=None):
        return 1

    def __set__(self, obj, value):
        pass


class Item:
    fixed = Always()


def main(n: int) -> int:
    item = Item()
    item.fixed = n
    assert item.fixed == n, "dropped"
    return n
