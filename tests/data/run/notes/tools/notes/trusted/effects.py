"""A trusted layer written for the reference, with real Python bodies: notes are files."""
import os
import time

import clauz3

NOTES_DIR = "NOTES_DIR"


def _dir() -> str:
    return os.environ[NOTES_DIR]


@clauz3.requires(lambda name, text: len(name) > 0 and "/" not in name, message="a note name is a plain file name")
@clauz3.trusted
def write_note(name: str, text: str) -> int:
    """Writes a note; returns how many characters were written."""
    with open(os.path.join(_dir(), name), "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {name}")
    return len(text)


@clauz3.ensures(lambda result: 0 <= result <= 1_000_000)
@clauz3.trusted
def count_notes() -> int:
    return len(os.listdir(_dir()))


@clauz3.trusted
def slow_note(name: str, seconds: int) -> None:
    """Sleeps, then writes a note (for the timeout and kill tests)."""
    time.sleep(seconds)
    with open(os.path.join(_dir(), name), "w", encoding="utf-8") as f:
        f.write("slow")


@clauz3.trusted
def crash() -> None:
    os._exit(3)


@clauz3.trusted
def negative() -> int:
    return -1


@clauz3.trusted
def weird() -> int:
    return object()
