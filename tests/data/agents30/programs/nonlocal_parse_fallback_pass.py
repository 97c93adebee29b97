# prove: skipped unsupported program body (splitlines on a symbolic v
"""Parses settings with a fallback per line, counting errors in the enclosing function (`nonlocal`)."""
from dataclasses import dataclass
from tools.agents.trusted.effects import read_file


@dataclass
class Setting:
    key: str
    value: int = 0


def main() -> int:
    errors = 0

    def parse(line: str) -> Setting:
        nonlocal errors
        key, sep, raw = line.partition("=")
        if not sep:
            errors += 1
            return Setting(key.strip())
        try:
            return Setting(key.strip(), int(raw))
        except ValueError:
            errors += 1
            return Setting(key.strip())

    try:
        text = read_file("settings.ini")
    except (FileNotFoundError, PermissionError) as e:
        print("no settings:", type(e).__name__)
        text = ""
    settings = [parse(line) for line in text.splitlines() if line.strip()]
    print(settings, errors)
    assert errors <= len(settings)
    return errors
