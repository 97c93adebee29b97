"""A form reader takes numbers typed with any script's decimal digits and any Unicode spaces
(Arabic-Indic, mathematical bold digits, an en quad) as int, float and complex fields; the
rejected ones report CPython's message."""

FIELDS = [
    ("int", "١٢"),
    ("int", " ٤٢\u2003"),
    ("float", "𝟏𝟐.5"),
    ("float", "\u2000٣.٥e٢"),
    ("complex", "١+٢j"),
    ("complex", "\u20001j"),
    ("complex", "(𝟑-𝟒j)"),
    ("complex", "١+٢ j"),
    ("complex", "½j"),
    ("float", "½"),
]

PARSERS = {"int": int, "float": float, "complex": complex}


def main():
    for kind, text in FIELDS:
        try:
            print(kind, ascii(text), "->", PARSERS[kind](text))
        except ValueError as e:
            print(kind, ascii(text), "rejected:", e)
