"""Build a glossary index from mixed-script terms: fold accents and widths, sort, and report
what each unusual character is."""
import unicodedata

TERMS = ["Ｃａｆé", "cafe\u0301", "Résumé", "naïve", "Ångström", "½ cup", "٣ items", "東京 tower", "ﬁle", "Ⅻ"]


def fold(term):
    text = unicodedata.normalize("NFKD", term)
    return "".join(c for c in text if unicodedata.category(c) != "Mn").casefold()


def width(term):
    return sum(2 if unicodedata.east_asian_width(c) in ("W", "F") else 1 for c in term)


def describe(c):
    parts = [unicodedata.name(c, "<unnamed>"), unicodedata.category(c)]
    value = unicodedata.numeric(c, None)
    if value is not None:
        parts.append(f"={value:g}")
    if unicodedata.combining(c):
        parts.append(f"ccc={unicodedata.combining(c)}")
    return " ".join(parts)


def main():
    index = {}
    for term in TERMS:
        index.setdefault(fold(term), []).append(term)
    for key in sorted(index):
        print(f"{key!r:<16} w={width(key):<3} {index[key]}")
    odd = sorted({c for term in TERMS for c in unicodedata.normalize("NFD", term) if ord(c) > 127})
    for c in odd:
        print(f"U+{ord(c):04X} {describe(c)}")
    same = [t for t in TERMS if unicodedata.is_normalized("NFC", t)]
    print(len(same), "already NFC;", unicodedata.unidata_version)
    print(unicodedata.lookup("ANGSTROM SIGN") == "Å", unicodedata.normalize("NFC", "\u212b") == "Å")
    print([unicodedata.digit(c, -1) for c in "7٣²x"], unicodedata.decimal("٣"), unicodedata.mirrored("("))
    return len(index)
