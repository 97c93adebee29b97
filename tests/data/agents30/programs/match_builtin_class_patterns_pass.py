# prove: proved
"""Typed values from a decoded message, dispatched with builtin class patterns."""


def describe(value) -> str:
    match value:
        case bool(b):
            return "flag " + str(b)
        case int(n) if n < 0:
            return "negative"
        case int(n):
            return "count " + str(n)
        case str(s):
            return "text " + s
        case [first, *_]:
            return "list starting " + str(first)
        case {"id": ident}:
            return "object " + str(ident)
        case None:
            return "nothing"
        case _:
            return "other"


def main() -> int:
    values = [True, -4, 12, "hi", [3, 4], {"id": 9}, None, 2.5]
    out = [describe(v) for v in values]
    for line in out:
        print(line)
    return len(out)
