NAMES = ["José", "ÉMILE", "straße", "Zoë", "björk", "Ωmega", "łukasz", "Ñandú", "emoji🙂"]


def slug(name):
    table = str.maketrans({"ß": "ss", "ø": "o", "ł": "l", " ": "-"})
    out = name.casefold().translate(table)
    return "".join(ch if ch.isalnum() else "_" for ch in out)


def main():
    for name in NAMES:
        print(f"{name:<8}|{len(name):>2}|{name.upper():<9}|{name.lower():<9}|{name.casefold():<9}|{slug(name)}")
    print(sorted(NAMES))
    print(sorted(NAMES, key=str.casefold))
    print("STRASSE".casefold() == "straße".casefold(), "STRASSE".lower() == "straße".lower())
    print([n for n in NAMES if n.isascii()])
    print("é".isalpha(), "²".isdigit(), "²".isdecimal(), "½".isnumeric(), "🙂".isprintable())
    word = "naïve café"
    print(word.title(), word.swapcase(), word.center(16, "·"))
    print(ord("é"), chr(233), hex(ord("🙂")), ascii("café 🙂"), repr("tab\there"))
    print(word.encode("utf-8") if False else len(word))


if __name__ == "__main__":
    main()
