import unicodedata
from collections import defaultdict

AUTHORS = [
    "José Álvarez", "Jose Alvarez", "ALVAREZ, José", "Zoë Brontë", "Zoe Bronte",
    "Søren Kierkegaard", "Soren Kierkegaard", "Ｊｏｈｎ Ｓｍｉｔｈ", "John  Smith",
    "smith, john", "Ǆemal Đurić", "Dzemal Duric", "Straße, Anna", "Anna Strasse",
    "Ngô Bảo Châu", "Ngo Bao Chau", "  Mary-Jane O'Neil ", "Mary Jane ONeil",
]

SPECIAL = {"ø": "o", "đ": "d", "ß": "ss", "ł": "l", "æ": "ae"}


def fold(text: str) -> str:
    text = unicodedata.normalize("NFKC", text)
    text = unicodedata.normalize("NFKD", text.casefold())
    out = []
    for ch in text:
        if unicodedata.combining(ch):
            continue
        out.append(SPECIAL.get(ch, ch))
    return "".join(out)


def key(name: str) -> str:
    name = name.strip()
    if "," in name:
        last, first = [p.strip() for p in name.split(",", 1)]
        name = f"{first} {last}"
    folded = fold(name)
    cleaned = "".join(ch if ch.isalnum() else " " for ch in folded if ch != "'")
    return " ".join(cleaned.split())


def main():
    clusters = defaultdict(list)
    for name in AUTHORS:
        clusters[key(name)].append(name)
    print(f"{len(AUTHORS)} names -> {len(clusters)} people")
    for k in sorted(clusters):
        variants = clusters[k]
        canonical = max(variants, key=lambda v: (sum(not c.isascii() for c in v), -len(v.split(",")), v))
        print(f"{k:<22} <- {len(variants)}: {canonical.strip()!r}")
        for v in variants:
            cats = {unicodedata.category(c) for c in v if not c.isascii()}
            marks = f" [{','.join(sorted(cats))}]" if cats else ""
            print(f"    {v!r}{marks}")
    print(unicodedata.name("ø"), unicodedata.name("Ǆ"), hex(ord("Ｊ")))
    print(unicodedata.normalize("NFC", "e\u0301") == "é", len("e\u0301"), len(unicodedata.normalize("NFC", "e\u0301")))
    print("Straße".upper(), "Straße".casefold(), "ǅ".lower(), "ǆ".title())
    return len(clusters)


if __name__ == "__main__":
    main()
