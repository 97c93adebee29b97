# prove: proved
"""Nested context managers exit in reverse order, the inner one seeing the error first."""


class Step:
    def __init__(self, name: str, log: list, swallow: bool):
        self.name = name
        self.log = log
        self.swallow = swallow

    def __enter__(self):
        self.log.append("enter " + self.name)
        return self.name

    def __exit__(self, kind, value, tb) -> bool:
        self.log.append("exit " + self.name + (" with " + kind.__name__ if kind else ""))
        return self.swallow


def main() -> int:
    log = []
    with Step("outer", log, True) as outer:
        with Step("inner", log, False) as inner:
            log.append(inner + " in " + outer)
            raise KeyError("lost")
    for line in log:
        print(line)
    return len(log)
