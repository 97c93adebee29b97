# prove: failed TypeError
"""A class with `__eq__` but no `__hash__` is unhashable: using it as a cache key fails."""
from tools.agents.trusted.effects import fetch_text


class Url:
    def __init__(self, text: str):
        self.text = text

    def __eq__(self, other):
        return isinstance(other, Url) and self.text == other.text


def main() -> int:
    cache = {}
    url = Url("https://example.org")
    cache[url] = fetch_text(url.text)
    return len(cache)
