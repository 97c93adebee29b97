# prove: skipped
"""Falls back on a cached page when the fetch times out."""
from tools.agents.trusted.effects import fetch_text


CACHE = {"https://news.example.org": "cached headlines"}


def page(url: str) -> str:
    try:
        return fetch_text(url)
    except TimeoutError as e:
        print("using cache:", e)
        return CACHE.get(url, "")


def main() -> int:
    text = page("https://news.example.org")
    print(text)
    words = text.split()
    return len(words)
