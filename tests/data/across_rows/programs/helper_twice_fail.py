import clauz3
from tools.tally.trusted.effects import numbers, score, send, words
from tools.tally.trusted import contracts as tally


def scored(word: str) -> int:
    return score(word)


def main() -> None:
    """Two calls from one call site are two calls, each with its own result."""
    for w in words("a"):
        assert scored(w) == scored(w + "!")
