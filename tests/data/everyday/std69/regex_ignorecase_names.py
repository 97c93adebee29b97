"""Match product names and tags case-insensitively, including letters with several case forms."""
import re

NAMES = ["Straße", "STRASSE", "ſtraße", "İstanbul", "istanbul", "ISTANBUL", "ıstanbul", "Kelvin", "\u212aelvin",
         "µ-meter", "μ-meter", "Μ-METER", "ΣΟΦΙΑ", "σοφια", "σοφιας", "ϐeta", "ΒΕΤΑ", "ﬅop", "ﬆop", "Ǆemal", "ǅemal"]

CASES = [
    ("[a-z]+", re.I), ("[A-Z]+", re.I), ("[a-z]+", re.I | re.A), ("s", re.I), ("[^s]", re.I), ("[^i]", re.I),
    ("i", re.I), ("I", re.I), ("[ij]", re.I), ("[I]", re.I), ("\u0130", re.I), ("[\u0131x]", re.I),
    ("k", re.I), ("k", re.I | re.A), ("[k-m]", re.I), ("µ", re.I), ("[μν]", re.I), ("σ", re.I), ("[ς]", re.I),
    ("β", re.I), ("θ", re.I), ("[\u03d1]", re.I), ("ﬅ", re.I), ("[ﬆ]", re.I), ("ǆ", re.I), ("[\\w]", re.I),
    ("[^a-z]", re.I), ("[\u0100-\u017f]", re.I), ("[\u0370-\u03ff]", re.I), ("x", 0),
]


def first_letters(pattern, flags):
    """The first letter of each name the one-character pattern matches, as a compact string."""
    rx = re.compile(pattern, flags)
    return "".join("1" if rx.match(name) else "." for name in NAMES)


def main():
    for pattern, flags in CASES:
        print(f"{pattern!a:>12} {int(flags):>3} {first_letters(pattern, flags)}")
    tags = re.compile(r"\b(straße|istanbul|kelvin)\b", re.IGNORECASE)
    for name in NAMES:
        m = tags.search(name)
        print(ascii(name), ascii(m.group(1)) if m else None)
    repeated = re.compile(r"(\w)\1", re.I)
    for word in ["sS", "sſ", "iİ", "ıI", "σς", "ΣΣ", "kK", "\u212ak", "ǅǆ"]:
        print(ascii(word), bool(repeated.fullmatch(word)))
    print(re.findall("[a-z]+", "İstanbul ſtraße Kelvin", re.I))
    print(re.sub("s", "_", "Sſsß", flags=re.I), re.split("(?i)i", "aIbİcıd"))
    print([w for w in ["ſ", "s", "S", "x"] if re.fullmatch("(?a)(?i)[s]", w)])


if __name__ == "__main__":
    main()
