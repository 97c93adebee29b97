# prove: skipped unsupported program body (split on a symbolic value
"""A command registry built from classes with a shared counter (`global`) and dispatched with `match`."""
from tools.agents.trusted.effects import ask, send

handled = 0


class Command:
    name = "base"

    def run(self, arg: str) -> str:
        global handled
        handled += 1
        return self.name + " " + arg


class Echo(Command):
    name = "echo"


class Upper(Command):
    name = "upper"

    def run(self, arg: str) -> str:
        return super().run(arg.upper())


def main() -> int:
    for _ in range(3):
        line = ask("cmd")
        match line.split(maxsplit=1):
            case ["echo", arg]:
                out = Echo().run(arg)
            case ["upper", arg]:
                out = Upper().run(arg)
            case [word, *_]:
                out = "unknown " + word
            case []:
                out = "empty"
        send("user", out)
        print(out)
    assert handled <= 3
    return handled
