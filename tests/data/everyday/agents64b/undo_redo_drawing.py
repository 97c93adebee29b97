"""A drawing canvas with command objects and undo/redo stacks."""
from abc import ABC, abstractmethod


class Command(ABC):
    @abstractmethod
    def do(self, canvas):
        ...

    @abstractmethod
    def undo(self, canvas):
        ...

    def __str__(self):
        return type(self).__name__


class AddShape(Command):
    def __init__(self, name, kind, x, y):
        self.name, self.kind, self.pos = name, kind, (x, y)

    def do(self, canvas):
        if self.name in canvas.shapes:
            raise KeyError(self.name)
        canvas.shapes[self.name] = {"kind": self.kind, "pos": self.pos}

    def undo(self, canvas):
        del canvas.shapes[self.name]

    def __str__(self):
        return f"add {self.kind} {self.name}"


class Move(Command):
    def __init__(self, name, dx, dy):
        self.name, self.delta = name, (dx, dy)
        self.before = None

    def do(self, canvas):
        shape = canvas.shapes[self.name]
        self.before = shape["pos"]
        shape["pos"] = (self.before[0] + self.delta[0], self.before[1] + self.delta[1])

    def undo(self, canvas):
        canvas.shapes[self.name]["pos"] = self.before

    def __str__(self):
        return f"move {self.name} by {self.delta}"


class Delete(Command):
    def __init__(self, name):
        self.name = name
        self.saved = None

    def do(self, canvas):
        self.saved = canvas.shapes.pop(self.name)

    def undo(self, canvas):
        canvas.shapes[self.name] = self.saved


class Canvas:
    def __init__(self):
        self.shapes = {}
        self._undo, self._redo = [], []

    def run(self, command):
        try:
            command.do(self)
        except KeyError as exc:
            print(f"  ! {command} failed: no such shape or duplicate {exc}")
            return False
        self._undo.append(command)
        self._redo.clear()
        return True

    def undo(self):
        if not self._undo:
            print("  nothing to undo")
            return
        cmd = self._undo.pop()
        cmd.undo(self)
        self._redo.append(cmd)
        print("  undid", cmd)

    def redo(self):
        if not self._redo:
            print("  nothing to redo")
            return
        cmd = self._redo.pop()
        cmd.do(self)
        self._undo.append(cmd)
        print("  redid", cmd)

    def snapshot(self):
        return {n: f"{s['kind']}@{s['pos']}" for n, s in sorted(self.shapes.items())}


def main():
    c = Canvas()
    script = [AddShape("a", "circle", 0, 0), AddShape("b", "square", 5, 5), Move("a", 2, 3),
              Move("zz", 1, 1), AddShape("a", "line", 1, 1), Delete("b"), Move("a", -1, 0)]
    for cmd in script:
        ok = c.run(cmd)
        print(f"{str(cmd):<22} {'ok' if ok else 'FAIL':<4} {c.snapshot()}")
    for action in ["undo", "undo", "undo", "redo", "undo", "undo", "undo", "undo", "redo"]:
        getattr(c, action)()
        print("   ->", c.snapshot())
    c.run(Move("a", 10, 10))
    c.redo()
    print(c.snapshot(), len(c._undo))
    try:
        Command()
    except TypeError as exc:
        print("TypeError:", exc)


if __name__ == "__main__":
    main()
