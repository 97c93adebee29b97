# prove: proved | skipped
"""Wraps a parse error in the program's own error class with `raise ... from ...`."""
from tools.agents.trusted.effects import ask


class ConfigError(Exception):
    pass


def level(text: str) -> int:
    try:
        return int(text)
    except ValueError as e:
        raise ConfigError("level must be a number") from e


def main() -> int:
    levels = []
    for name in ["first", "second"]:
        try:
            levels.append(level(ask(name)))
        except ConfigError as e:
            print("config error:", e)
            levels.append(0)
    print(levels)
    return sum(levels)
