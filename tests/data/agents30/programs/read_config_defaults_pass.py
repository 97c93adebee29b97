# prove: skipped
"""Reads settings, keeping defaults when the file is missing and alerting when it is unreadable."""
from tools.agents.trusted.effects import alert, read_file


def load(path: str) -> dict:
    settings = {"retries": "3", "name": "agent"}
    try:
        text = read_file(path)
    except FileNotFoundError:
        print("no", path, "- defaults")
        return settings
    except PermissionError:
        alert("cannot read " + path)
        return settings
    for line in text.split("\n"):
        if "=" in line:
            key, value = line.split("=", 1)
            settings[key.strip()] = value.strip()
    return settings


def main() -> int:
    first = load("settings.ini")
    second = load("local.ini")
    print(first["name"], second["name"], second["retries"])
    return len(second)
