NAMES = ("José", "Zoë", "François", "Mikko", "Łukasz", "Ünal", "O'Brien")


def main() -> None:
    for name in NAMES:
        plain = name.translate(str.maketrans("éëçŁÜ'", "eecLU ", ""))
        print(f"{name:<9} {plain:<9} ascii={name.isascii()!s:<5} {ascii(name)}")
    codes = {name: [ord(c) for c in name if ord(c) > 127] for name in NAMES}
    print({k: v for k, v in codes.items() if v})
    print("sorted by codepoint:", sorted(NAMES))
    print("sorted casefold:", sorted(NAMES, key=str.casefold))
