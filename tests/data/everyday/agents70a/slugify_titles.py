import re
import unicodedata

TITLES = [
    "Hello, World!",
    "Crème Brûlée: A Love Story",
    "  Multiple   spaces -- and dashes  ",
    "Hello World",
    "Ünïcödé & Friends (2024 edition)",
    "100% Pure Python 3.11",
    "Straße nach Köln",
    "",
    "Hello world!!!",
]

MAX_LEN = 24


def slugify(title: str, max_len: int = MAX_LEN) -> str:
    text = unicodedata.normalize("NFKD", title)
    text = text.encode("ascii", "ignore").decode("ascii")
    text = text.replace("&", " and ").replace("%", " percent ")
    text = re.sub(r"[^\w\s-]", "", text).strip().lower()
    text = re.sub(r"[-\s_]+", "-", text)
    if len(text) > max_len:
        cut = text[:max_len]
        text = cut.rsplit("-", 1)[0] if "-" in cut else cut
    return text or "untitled"


def unique_slugs(titles):
    used: dict[str, int] = {}
    for title in titles:
        base = slugify(title)
        n = used.get(base, 0)
        used[base] = n + 1
        yield title, base if n == 0 else f"{base}-{n + 1}"


def main():
    rows = list(unique_slugs(TITLES))
    width = max(len(repr(t)) for t, _ in rows)
    for title, slug in rows:
        print(f"{title!r:<{width}} -> {slug}")
    combining = sum(1 for ch in unicodedata.normalize("NFD", "Crème Brûlée") if unicodedata.combining(ch))
    print("combining marks:", combining)
    print("casefold equal:", "Straße".casefold() == "STRASSE".casefold())
    lengths = sorted(len(s) for _, s in rows)
    print("slug lengths:", lengths)
    return [s for _, s in rows]


if __name__ == "__main__":
    main()
