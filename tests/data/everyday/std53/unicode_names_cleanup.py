"""Clean up customer names from several sources before deduplicating them."""
import unicodedata

NAMES = ["José Álvarez", "Jose\u0301 A\u0301lvarez", "Ｍｉｋｉ Ｔａｎａｋａ", "Zoë Brontë", "ﬁona O'Neil"]


def strip_accents(text):
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def main():
    seen = {}
    for name in NAMES:
        key = unicodedata.normalize("NFKC", name).casefold()
        seen.setdefault(key, []).append(name)
        print(repr(name), len(name), "->", repr(unicodedata.normalize("NFC", name)), strip_accents(key))
    print(len(seen), "distinct")
    for c in "é1 -Ａ":
        print(repr(c), unicodedata.category(c), unicodedata.name(c, "?"))
    print(unicodedata.lookup("LATIN SMALL LETTER E WITH ACUTE"), unicodedata.combining("\u0301"))
    print(unicodedata.normalize("NFKD", "ﬁ²"))
    return len(seen)
