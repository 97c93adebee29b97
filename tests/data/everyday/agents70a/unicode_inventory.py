import unicodedata

SAMPLES = ["café", "naïve", "Å", "ﬁ", "½", "Ⅻ", "①", "ß", "Ω", "😀", "x\u0301", "İ"]


def describe(ch: str) -> str:
    name = unicodedata.name(ch, "<unnamed>")
    return f"U+{ord(ch):04X} {unicodedata.category(ch)} {name}"


def main():
    for s in SAMPLES:
        forms = {f: unicodedata.normalize(f, s) for f in ("NFC", "NFD", "NFKC", "NFKD")}
        lens = "/".join(str(len(v)) for v in forms.values())
        print(f"{s!r:<10} len={len(s)} nfc/nfd/nfkc/nfkd={lens} nfkc={forms['NFKC']!r}")
    print(describe("é"), "|", describe("\u0301"), "|", describe("€"))
    print("numeric:", unicodedata.numeric("½"), unicodedata.numeric("Ⅻ"), unicodedata.digit("①"), unicodedata.decimal("٣"))
    print("lookup:", unicodedata.lookup("GREEK SMALL LETTER ALPHA"), unicodedata.lookup("SNOWMAN"))
    print("upper/lower:", "ß".upper(), "İ".lower().encode("unicode_escape"), "ǆ".title(), "ﬁ".upper())
    print("isnumeric:", [c.isnumeric() for c in "5½Ⅻ①a"], "isdecimal:", [c.isdecimal() for c in "5½٣"])
    print("widths:", [unicodedata.east_asian_width(c) for c in "aＡ漢😀"])
    print("mirrored:", unicodedata.mirrored("("), "combining:", unicodedata.combining("\u0301"))
    print("is_normalized:", unicodedata.is_normalized("NFC", "café"), unicodedata.is_normalized("NFD", "café"))
    text = "Ｈｅｌｌｏ，　Ｗｏｒｌｄ！"
    print(unicodedata.normalize("NFKC", text))
    print("utf8 sizes:", {c: len(c.encode("utf-8")) for c in "aé€😀"})
    return len(SAMPLES)


if __name__ == "__main__":
    main()
