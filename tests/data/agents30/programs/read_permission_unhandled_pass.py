# prove: proved! FileNotFoundError
"""Handles a missing file only: a permission error is the effect failing, outside the proof."""
from tools.agents.trusted.effects import read_file


def main() -> int:
    try:
        text = read_file("token.txt")
    except FileNotFoundError:
        text = ""
    token = text.removeprefix("token=")
    print("token length", len(token))
    return len(token)
