def shout(s: str) -> str:
    return s.upper() + "!"


def whisper(s: str) -> str:
    return s.lower() + "..."


def main() -> None:
    handlers = {"shout": shout, "whisper": whisper, "title": str.title, "swap": str.swapcase, "len": len}
    commands = ["shout hello", "whisper QUIET please", "title the great gatsby", "swap MiXeD", "len measure me", "dance now"]
    for cmd in commands:
        verb, _, arg = cmd.partition(" ")
        handler = handlers.get(verb)
        if handler is None or not callable(handler):
            print(f"{verb}: unknown command")
            continue
        print(f"{verb:>8}: {handler(arg)!r}")
    print("callables:", all(map(callable, handlers.values())), callable("shout"))
