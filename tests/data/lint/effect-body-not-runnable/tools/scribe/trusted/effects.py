import clauz3

_LINES: list[str] = []


@clauz3.trusted
def write(line: str) -> None:
    _LINES.append(line)


@clauz3.mock
@clauz3.trusted
def count(prefix: str) -> int:
    return len(prefix)


@clauz3.trusted
def erase(line: str) -> None: ...
