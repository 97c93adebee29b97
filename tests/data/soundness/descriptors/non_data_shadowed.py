# A non-data descriptor (`__get__` only) answers until the instance has its own attribute of
# that name, which then wins; a data descriptor wins over the instance either way.
# expect: proved
# inputs: (5,), (-3,), (0,), (12,)
class Default:
    def __get__(self, obj, objtype=None):
        return 7


class Always:
    def __get__(self, obj, objtype=None):
        return 1

    def __set__(self, obj, value):
        pass


class Item:
    size = Default()
    fixed = Always()


def main(n: int) -> int:
    item = Item()
    assert item.size == 7
    item.size = n
    item.fixed = n
    assert item.size == n
    assert item.fixed == 1
    assert Item.size == 7
    return item.size
