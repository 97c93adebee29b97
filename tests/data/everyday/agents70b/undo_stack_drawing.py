"""A drawing canvas with undoable commands (command pattern with an ABC)."""
from abc import ABC, abstractmethod


class Canvas:
    def __init__(self, width: int, height: int):
        self.width = width
        self.height = height
        self.shapes: dict[str, tuple[int, int, str]] = {}

    def render(self) -> str:
        grid = [["." for _ in range(self.width)] for _ in range(self.height)]
        for name, (x, y, glyph) in sorted(self.shapes.items()):
            if 0 <= x < self.width and 0 <= y < self.height:
                grid[y][x] = glyph
        return "\n".join("".join(row) for row in grid)


class Command(ABC):
    @abstractmethod
    def do(self, canvas: Canvas) -> None: ...

    @abstractmethod
    def undo(self, canvas: Canvas) -> None: ...

    def describe(self) -> str:
        return type(self).__name__


class AddShape(Command):
    def __init__(self, name, x, y, glyph="#"):
        self.name, self.x, self.y, self.glyph = name, x, y, glyph

    def do(self, canvas):
        if self.name in canvas.shapes:
            raise KeyError(f"shape {self.name} exists")
        canvas.shapes[self.name] = (self.x, self.y, self.glyph)

    def undo(self, canvas):
        del canvas.shapes[self.name]

    def describe(self):
        return f"{super().describe()}({self.name}@{self.x},{self.y})"


class MoveShape(Command):
    def __init__(self, name, dx, dy):
        self.name, self.dx, self.dy = name, dx, dy
        self._before = None

    def do(self, canvas):
        x, y, g = canvas.shapes[self.name]
        self._before = (x, y, g)
        canvas.shapes[self.name] = (x + self.dx, y + self.dy, g)

    def undo(self, canvas):
        canvas.shapes[self.name] = self._before


class DeleteShape(Command):
    def __init__(self, name):
        self.name = name
        self._saved = None

    def do(self, canvas):
        self._saved = canvas.shapes.pop(self.name)

    def undo(self, canvas):
        canvas.shapes[self.name] = self._saved


class Editor:
    def __init__(self, canvas):
        self.canvas = canvas
        self._undo: list[Command] = []
        self._redo: list[Command] = []

    def run(self, cmd: Command) -> bool:
        try:
            cmd.do(self.canvas)
        except KeyError as e:
            print("  cannot", cmd.describe(), "->", e.args[0])
            return False
        self._undo.append(cmd)
        self._redo.clear()
        return True

    def undo(self):
        if not self._undo:
            print("  nothing to undo")
            return
        cmd = self._undo.pop()
        cmd.undo(self.canvas)
        self._redo.append(cmd)

    def redo(self):
        if not self._redo:
            print("  nothing to redo")
            return
        cmd = self._redo.pop()
        cmd.do(self.canvas)
        self._undo.append(cmd)


def main():
    ed = Editor(Canvas(6, 3))
    script = [
        AddShape("a", 0, 0, "A"), AddShape("b", 5, 2, "B"), MoveShape("a", 2, 1),
        "undo", "undo", "redo", AddShape("a", 1, 1), MoveShape("zz", 1, 1),
        DeleteShape("b"), "undo", "redo", "redo", AddShape("c", 3, 0, "C"), "redo",
    ]
    for step in script:
        if step == "undo":
            ed.undo()
            print("undo")
        elif step == "redo":
            ed.redo()
            print("redo")
        else:
            ok = ed.run(step)
            print(step.describe(), "ok" if ok else "failed")
    print(ed.canvas.render())
    print([c.describe() for c in ed._undo])
    try:
        Command()
    except TypeError as e:
        print("abstract:", e)
    return len(ed.canvas.shapes)


if __name__ == "__main__":
    main()
