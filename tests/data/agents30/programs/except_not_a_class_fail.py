# prove: failed TypeError
"""A handler names the retry count instead of the exception (`except self.tries`): when a
fetch fails, computing the clause is CPython's TypeError, which leaves the program."""
from tools.agents.trusted.effects import fetch_text


class Reader:
    def __init__(self, tries: int):
        self.tries = tries

    def read(self, url: str) -> str:
        try:
            return fetch_text(url)
        except self.tries:
            return ""


def main() -> int:
    text = Reader(2).read("https://example.org/notes")
    print(len(text))
    return len(text)
