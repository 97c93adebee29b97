from collections import deque


def try_assign(label, obj, key_start, key_stop, step, value):
    try:
        if step is None:
            obj[key_start:key_stop] = value
        else:
            obj[key_start:key_stop:step] = value
        print(label, "->", obj)
    except (TypeError, ValueError) as err:
        print(label, type(err).__name__, err)


def try_delete(label, obj):
    try:
        del obj[0:1]
        print(label, "->", obj)
    except TypeError as err:
        print(label, "TypeError", err)


def main() -> None:
    try_assign("list int", [1, 2, 3], 0, 1, None, 5)
    try_assign("list none ext", [1, 2, 3], 0, 3, 2, None)
    try_assign("list step one", [1, 2, 3], 0, 1, 1, 7)
    try_assign("list ok", [1, 2, 3], 0, 1, None, "ab")
    try_assign("list ext short", [1, 2, 3, 4], 0, 4, 2, [9])
    try_assign("dict", {1: 2}, 1, 2, None, 5)
    try_assign("str", "abc", 0, 1, None, 5)
    try_assign("tuple", (1, 2), 0, 1, None, [3])
    try_assign("deque", deque([1, 2, 3]), 0, 1, None, [5])
    try_assign("int", 7, 0, 1, None, None)
    try_delete("deque", deque([1, 2, 3]))
    try_delete("dict", {0: 1})
    try_delete("list", [4, 5, 6])
    try_delete("str", "xyz")
    for obj in ("xyz", (1, 2), 5, None, range(3), frozenset({1}), {1, 2}, 2.5):
        for key in (0, "k"):
            try:
                del obj[key]
            except TypeError as err:
                print(repr(obj), repr(key), err)
