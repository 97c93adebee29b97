"""The exceptions a group is made of may be any sequence (a deque, a class with items by
index), not a generator, mapping or number."""
from collections import deque


class Batch:
    def __init__(self, items):
        self.items = items

    def __getitem__(self, i):
        return self.items[i]

    def __len__(self):
        return len(self.items)


def main():
    for excs in [deque([ValueError(1)]), Batch([KeyError(2), ValueError(3)]), (e for e in [ValueError()]), {ValueError(): 1}, 5, bytearray(b"ab")]:
        try:
            eg = ExceptionGroup("m", excs)
            print("ok", eg.exceptions, str(eg))
        except (TypeError, ValueError) as e:
            print(type(e).__name__, e)


if __name__ == "__main__":
    main()
