import unicodedata

PHRASES = ["Crème brûlée", "naïve café", "Straße", "ΑΒΓ δέλτα", "日本語テキスト", "İstanbul", "emoji 🚀 ok"]


def strip_accents(text):
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def main():
    for phrase in PHRASES:
        print(f"{phrase!r:<20} len={len(phrase):<3} upper={phrase.upper()} casefold={phrase.casefold()}")
    for phrase in PHRASES[:3]:
        print(strip_accents(phrase), phrase.title(), phrase.swapcase())
    print([ch for ch in "a1_ß٣" if ch.isalnum()], "٣".isdigit(), "½".isnumeric(), "Ⅻ".isnumeric())
    print(ord("é"), chr(233), chr(0x1F680), hex(ord("日")))
    print(unicodedata.name("é"), unicodedata.category("Ω"))
    print("straße".upper(), "ǅ".lower(), "ﬁ".upper())
    widths = {p: sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in p) for p in PHRASES}
    for p, w in sorted(widths.items(), key=lambda kv: kv[1]):
        print(f"{w:>3} {p}")
    print(sorted(["zebra", "Äpfel", "apple", "Zoo", "éclair"]))
    print(sorted(["zebra", "Äpfel", "apple", "Zoo", "éclair"], key=str.casefold))
    return "".join(reversed("añb"))


if __name__ == "__main__":
    main()
