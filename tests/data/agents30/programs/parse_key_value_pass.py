# prove: skipped
"""Reads `key=value` lines; a missing key or a bad number falls back."""
from tools.agents.trusted.effects import read_file


def setting(settings: dict, key: str, default: int) -> int:
    try:
        return int(settings[key])
    except KeyError:
        print("missing", key)
        return default
    except ValueError:
        print("bad", key, settings[key])
        return default


def main() -> int:
    settings = {}
    try:
        text = read_file("agent.conf")
    except FileNotFoundError:
        text = ""
    except PermissionError:
        text = ""
    for line in text.splitlines():
        key, sep, value = line.partition("=")
        if sep:
            settings[key] = value
    port = setting(settings, "port", 443)
    timeout = setting(settings, "timeout", 10)
    retries = setting(settings, "retries", 2)
    print(port, timeout, retries)
    return port + timeout + retries
