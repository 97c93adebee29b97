"""Copies of objects built on builtin types, as an agent snapshots configuration and
validated lists: `copy.copy` and `copy.deepcopy` keep the class, copy the extra attributes,
and store items through the class's own `__setitem__`/`append`."""

import copy


class Config(dict):
    def __init__(self, *args, **kwargs):
        print("Config.__init__")
        super().__init__(*args, **kwargs)
        self.source = "defaults"

    def __setitem__(self, key, value):
        print(f"store {key}")
        super().__setitem__(key, value)


class Scores(list):
    def append(self, value):
        if value < 0:
            raise ValueError(f"negative score {value}")
        super().append(value)


class Name(str):
    def __new__(cls, value):
        print("Name.__new__", repr(value))
        return super().__new__(cls, value.strip().lower())

    def shout(self):
        return self.upper() + "!"


class Tags(set):
    def __init__(self, items=()):
        print("Tags.__init__", sorted(items))
        super().__init__(items)


class Meters(float):
    unit = "m"


def main() -> int:
    cfg = Config(mode="fast")
    cfg["nested"] = {"depth": 1}
    cfg.source = "user"
    shallow = copy.copy(cfg)
    print(type(shallow).__name__, shallow, shallow.source, shallow["nested"] is cfg["nested"])
    deep = copy.deepcopy(cfg)
    print(type(deep).__name__, deep, deep.source, deep["nested"] is cfg["nested"])

    scores = Scores([3, 5])
    scores.owner = "ana"
    again = copy.copy(scores)
    print(type(again).__name__, again, again.owner, again is scores)
    bad = Scores([1])
    bad.extend([-4])
    try:
        copy.copy(bad)
    except ValueError as e:
        print("ValueError:", e)

    n = Name("  Ada ")
    n.note = "x"
    m = copy.copy(n)
    print(type(m).__name__, repr(m), m.shout(), m.note, copy.deepcopy(n) == n)

    tags = Tags(["b", "a"])
    tags.kind = "labels"
    t2 = copy.deepcopy(tags)
    print(type(t2).__name__, sorted(t2), t2.kind)

    d = Meters(2.5)
    print(type(copy.copy(d)).__name__, copy.copy(d) + 1, copy.deepcopy(d).unit)
    return 0


if __name__ == "__main__":
    main()
