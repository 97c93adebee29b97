# prove: skipped
"""Parses what the user typed, falling back on a default when it is not a number."""
from tools.agents.trusted.effects import ask


def number(prompt: str, default: int) -> int:
    text = ask(prompt)
    try:
        return int(text)
    except ValueError:
        print("not a number:", repr(text))
        return default


def main() -> int:
    total = 0
    for prompt in ["how many?", "how many more?", "and?"]:
        total += number(prompt, 1)
    print("total", total)
    return total
