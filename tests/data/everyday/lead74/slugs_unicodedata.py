import unicodedata
import re


def slugify(text, max_len=40):
    norm = unicodedata.normalize("NFKD", text)
    ascii_text = norm.encode("ascii", "ignore").decode("ascii")
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")
    if len(slug) > max_len:
        slug = slug[:max_len].rsplit("-", 1)[0]
    return slug or "untitled"


def initials(name):
    parts = [p for p in re.split(r"[\s\-]+", name) if p]
    return "".join(p[0].upper() for p in parts[:3])


def main():
    titles = [
        "Crème Brûlée: A Complete Guide",
        "  Ünïcödé   Ståff & Friends!! ",
        "Why 10x Engineers Don't Exist (and What To Do Instead) — Part 2",
        "???",
        "Straße und Fußgänger",
    ]
    for t in titles:
        print(f"{slugify(t)!r}")
    for n in ["Jean-Luc Picard", "ada lovelace", "Ngũgĩ wa Thiong'o", "  "]:
        print(repr(initials(n)))
    print([unicodedata.category(c) for c in "aZ5 -é"])
    print(unicodedata.name("é"), unicodedata.lookup("SNOWMAN"), len("e\u0301"), len(unicodedata.normalize("NFC", "e\u0301")))
    print("Straße".casefold() == "STRASSE".casefold(), "ǅ".istitle(), "Ⅻ".isnumeric(), "²".isdigit(), "²".isdecimal())
