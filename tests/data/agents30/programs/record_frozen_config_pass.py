# prove: proved
"""A frozen dataclass for settings: assigning a field raises `FrozenInstanceError`, which is caught."""
import dataclasses
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    retries: int
    endpoint: str = "https://api.example.org"


def main() -> int:
    s = Settings(3)
    try:
        s.retries = 10
    except dataclasses.FrozenInstanceError:
        print("settings are frozen")
    faster = Settings(s.retries - 1, s.endpoint)
    print(s, faster, s == Settings(3))
    return faster.retries
