"""Normalise customer names for matching and print an aligned report."""
import unicodedata

NAMES = [
    "Zoë Saldaña",
    "ZOE SALDANA",
    "Ａｎｎａ　Ｌｉ",
    "Anna Li",
    "José  Müller-Łukasz",
    "jose muller-lukasz",
    "Ørjan Ångström",
    "Renée O’Connor",
    "Renee O'Connor",
    "山田 太郎",
]

FOLD_EXTRA = str.maketrans({"Ł": "L", "ł": "l", "Ø": "O", "ø": "o", "’": "'", "ß": "ss"})


def match_key(name: str) -> str:
    text = unicodedata.normalize("NFKC", name).translate(FOLD_EXTRA)
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(stripped.casefold().split())


def display_width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def pad(text: str, width: int) -> str:
    return text + " " * (width - display_width(text))


def main():
    groups: dict[str, list[str]] = {}
    for name in NAMES:
        groups.setdefault(match_key(name), []).append(name)
    width = max(display_width(n) for n in NAMES) + 2
    for key, members in groups.items():
        for i, name in enumerate(members):
            tag = "primary" if i == 0 else "dup"
            print(f"{pad(name, width)}| {key:<22}| {tag}")
    print(f"{len(NAMES)} names -> {len(groups)} people")
    for ch in "ëŁ’Ａ山":
        cat = unicodedata.category(ch)
        print(f"U+{ord(ch):04X} {cat} {unicodedata.name(ch)}")
    print(unicodedata.normalize("NFC", "e\u0301") == "é", len("e\u0301"), len(unicodedata.normalize("NFC", "e\u0301")))
    print(unicodedata.decimal("٣"), unicodedata.numeric("½"), unicodedata.lookup("EURO SIGN"))
    print("ascii:", unicodedata.normalize("NFKD", "Crème Brûlée").encode("ascii", "ignore").decode())
    return len(groups)


if __name__ == "__main__":
    main()
