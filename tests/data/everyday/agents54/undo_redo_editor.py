"""A text buffer with undoable commands (command pattern) and a macro recorder."""
from abc import ABC, abstractmethod


class Command(ABC):
    @abstractmethod
    def do(self, buf):
        ...

    @abstractmethod
    def undo(self, buf):
        ...

    def __str__(self):
        return type(self).__name__


class Insert(Command):
    def __init__(self, pos, text):
        self.pos, self.text = pos, text

    def do(self, buf):
        buf.text = buf.text[:self.pos] + self.text + buf.text[self.pos:]

    def undo(self, buf):
        buf.text = buf.text[:self.pos] + buf.text[self.pos + len(self.text):]

    def __str__(self):
        return f"Insert({self.pos}, {self.text!r})"


class Delete(Command):
    def __init__(self, pos, length):
        self.pos, self.length = pos, length
        self.removed = ""

    def do(self, buf):
        self.removed = buf.text[self.pos:self.pos + self.length]
        buf.text = buf.text[:self.pos] + buf.text[self.pos + self.length:]

    def undo(self, buf):
        buf.text = buf.text[:self.pos] + self.removed + buf.text[self.pos:]


class Replace(Command):
    def __init__(self, old, new):
        self.old, self.new = old, new
        self.before = None

    def do(self, buf):
        self.before = buf.text
        buf.text = buf.text.replace(self.old, self.new)

    def undo(self, buf):
        buf.text = self.before


class Buffer:
    def __init__(self, text=""):
        self.text = text
        self.undo_stack = []
        self.redo_stack = []

    def execute(self, cmd):
        cmd.do(self)
        self.undo_stack.append(cmd)
        self.redo_stack.clear()

    def undo(self):
        if not self.undo_stack:
            return False
        cmd = self.undo_stack.pop()
        cmd.undo(self)
        self.redo_stack.append(cmd)
        return True

    def redo(self):
        if not self.redo_stack:
            return False
        cmd = self.redo_stack.pop()
        cmd.do(self)
        self.undo_stack.append(cmd)
        return True


def main():
    buf = Buffer("hello world")
    steps = [Insert(5, ","), Insert(len("hello, world"), "!"), Replace("world", "there"), Delete(0, 1), Insert(0, "H")]
    for cmd in steps:
        buf.execute(cmd)
        print(f"{str(cmd):<22} -> {buf.text!r}")
    while buf.undo():
        print(f"undo                   -> {buf.text!r}")
    print("extra undo:", buf.undo())
    for _ in range(3):
        buf.redo()
    print("after 3 redos:", repr(buf.text), "| redo left:", len(buf.redo_stack))
    buf.execute(Insert(0, ">> "))
    print("new edit clears redo:", len(buf.redo_stack), repr(buf.text))
    try:
        Command()
    except TypeError as e:
        print("abstract:", "abstract" in str(e))
    print("history:", [str(c) for c in buf.undo_stack])


if __name__ == "__main__":
    main()
