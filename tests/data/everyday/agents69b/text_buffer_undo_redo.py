"""A text buffer with command objects, undo/redo stacks and grouped (merged) typing."""
from abc import ABC, abstractmethod


class Command(ABC):
    @abstractmethod
    def apply(self, buf): ...

    @abstractmethod
    def revert(self, buf): ...

    def merge(self, other):
        return False


class Insert(Command):
    def __init__(self, pos, text):
        self.pos, self.text = pos, text

    def apply(self, buf):
        buf.text = buf.text[:self.pos] + self.text + buf.text[self.pos:]
        buf.cursor = self.pos + len(self.text)

    def revert(self, buf):
        buf.text = buf.text[:self.pos] + buf.text[self.pos + len(self.text):]
        buf.cursor = self.pos

    def merge(self, other):
        if isinstance(other, Insert) and other.pos == self.pos + len(self.text) and " " not in other.text:
            self.text += other.text
            return True
        return False

    def __repr__(self):
        return f"Insert({self.pos}, {self.text!r})"


class Delete(Command):
    def __init__(self, pos, length):
        self.pos, self.length = pos, length
        self.removed = None

    def apply(self, buf):
        if self.pos < 0 or self.pos + self.length > len(buf.text):
            raise IndexError(f"delete {self.pos}+{self.length} outside buffer of {len(buf.text)}")
        self.removed = buf.text[self.pos:self.pos + self.length]
        buf.text = buf.text[:self.pos] + buf.text[self.pos + self.length:]
        buf.cursor = self.pos

    def revert(self, buf):
        buf.text = buf.text[:self.pos] + self.removed + buf.text[self.pos:]
        buf.cursor = self.pos + len(self.removed)

    def __repr__(self):
        return f"Delete({self.pos}, {self.length}, removed={self.removed!r})"


class Buffer:
    def __init__(self, text=""):
        self.text = text
        self.cursor = len(text)
        self.undo_stack = []
        self.redo_stack = []

    def do(self, cmd):
        cmd.apply(self)
        if self.undo_stack and self.undo_stack[-1].merge(cmd):
            pass
        else:
            self.undo_stack.append(cmd)
        self.redo_stack.clear()

    def type(self, text):
        for word in text.split(" "):
            if word != text.split(" ")[0]:
                self.do(Insert(self.cursor, " "))
            self.do(Insert(self.cursor, word))

    def undo(self):
        if not self.undo_stack:
            return False
        cmd = self.undo_stack.pop()
        cmd.revert(self)
        self.redo_stack.append(cmd)
        return True

    def redo(self):
        if not self.redo_stack:
            return False
        cmd = self.redo_stack.pop()
        cmd.apply(self)
        self.undo_stack.append(cmd)
        return True

    def __str__(self):
        return self.text[:self.cursor] + "|" + self.text[self.cursor:]


def main():
    buf = Buffer()
    buf.type("hello brave world")
    print(buf, buf.undo_stack)
    buf.do(Delete(5, 6))
    print(buf)
    print("undo:", buf.undo(), buf)
    print("undo:", buf.undo(), buf)
    print("redo:", buf.redo(), buf)
    buf.do(Insert(0, ">> "))
    print("after new edit, redo possible?", buf.redo(), buf)
    try:
        buf.do(Delete(40, 2))
    except IndexError as exc:
        print("error:", exc)
    steps = 0
    while buf.undo():
        steps += 1
    print(f"undid {steps} steps -> {str(buf)!r}")
    while buf.redo():
        pass
    print("redone:", buf)
    try:
        Command()
    except TypeError as exc:
        print("abstract:", exc)


if __name__ == "__main__":
    main()
