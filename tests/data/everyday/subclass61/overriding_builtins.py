"""Subclasses overriding what the builtin does: iteration, length, equality, and super() into it."""

import json


class Loud(list):
    def __iter__(self):
        for x in super().__iter__():
            yield x * 10

    def __len__(self):
        return 99


class Same(dict):
    def __eq__(self, other):
        return True


class Word(str):
    def __eq__(self, other):
        return str(self).lower() == str(other).lower()


def main():
    l = Loud([1, 2])
    print(list(l), [x for x in l], len(l), bool(Loud()), l[0], 1 in l, sum(l))
    s = Same(a=1)
    print(s == {}, s != {}, {} == s, s == 5)
    w = Word("Hi")
    print(w == "hi", "HI" == w, w != "x")
    try:
        hash(w)
    except TypeError as e:
        print("TypeError:", e)


if __name__ == "__main__":
    main()
