# prove: skipped
"""Shell-like lines matched with star patterns over their words."""
from tools.agents.trusted.effects import read_file


def main() -> int:
    try:
        script = read_file("commands.txt")
    except (FileNotFoundError, PermissionError):
        script = ""
    removed = []
    for line in script.splitlines():
        match line.split():
            case ["mv", src, dst]:
                print("move", src, "to", dst)
            case ["rm", first, *more]:
                removed.append(first)
                removed.extend(more)
            case [single]:
                print("run", single)
            case []:
                pass
            case _:
                print("cannot run", line)
    print(removed)
    return len(removed)
