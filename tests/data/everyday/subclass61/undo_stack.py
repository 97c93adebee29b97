"""An editor's undo stack and a bounded history, both lists with a few extra methods."""


class Stack(list):
    def push(self, item):
        self.append(item)
        return self

    def peek(self):
        if not self:
            raise IndexError("peek from empty stack")
        return self[-1]

    def is_empty(self):
        return len(self) == 0


class History(list):
    def __init__(self, limit, items=()):
        super().__init__(items)
        self.limit = limit
        self.dropped = 0

    def append(self, item):
        super().append(item)
        while len(self) > self.limit:
            self.pop(0)
            self.dropped += 1

    def last(self, n):
        return self[-n:]


def main():
    undo = Stack()
    for op in ["type a", "type b", "delete", "paste"]:
        undo.push(op)
    print("top:", undo.peek(), "size:", len(undo))
    print("undo:", undo.pop(), undo.pop(), "left:", undo)
    print("types:", type(undo).__name__, isinstance(undo, list), isinstance(undo, Stack))
    print("slice:", undo[:1], type(undo[:1]).__name__, undo[::-1])
    joined = undo + ["redo"]
    print("plus:", joined, type(joined).__name__, type([0] + undo).__name__)
    print("eq:", undo == ["type a", "type b"], undo != ["x"], undo == Stack(["type a", "type b"]))
    print("iter:", [op.upper() for op in undo], sorted(undo, reverse=True), "delete" in undo)
    undo += ["cut"]
    print("iadd:", undo, type(undo).__name__)
    undo.extend(["x", "y"])
    undo.sort()
    undo.reverse()
    print("sorted:", undo, undo.index("cut"), undo.count("x"))
    empty = Stack()
    print("empty:", empty.is_empty(), bool(empty), repr(empty))
    try:
        empty.peek()
    except IndexError as e:
        print("IndexError:", e)
    try:
        empty.pop()
    except IndexError as e:
        print("IndexError:", e)

    hist = History(3, ["open"])
    for cmd in ["ls", "cd src", "make", "make test", "git status"]:
        hist.append(cmd)
    print("history:", hist, "dropped:", hist.dropped, "limit:", hist.limit)
    print("last two:", hist.last(2), type(hist.last(2)).__name__)
    print("reversed:", list(reversed(hist)), ", ".join(hist))
    hist.insert(0, "boot")
    print("insert does not trim:", hist, len(hist))
    print("max:", max(hist), min(len(c) for c in hist), sum(len(c) for c in hist))
    print("enumerate:", [(i, c) for i, c in enumerate(hist, 1)][:2])
    copy = hist.copy()
    print("copy:", type(copy).__name__, copy == hist, copy is hist)


if __name__ == "__main__":
    main()
