"""Morse code encoder/decoder with validation and timing units."""
MORSE = {
    "A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.", "G": "--.",
    "H": "....", "I": "..", "J": ".---", "K": "-.-", "L": ".-..", "M": "--", "N": "-.",
    "O": "---", "P": ".--.", "Q": "--.-", "R": ".-.", "S": "...", "T": "-", "U": "..-",
    "V": "...-", "W": ".--", "X": "-..-", "Y": "-.--", "Z": "--..",
    "0": "-----", "1": ".----", "2": "..---", "3": "...--", "4": "....-", "5": ".....",
    "6": "-....", "7": "--...", "8": "---..", "9": "----.", ".": ".-.-.-", "?": "..--..",
}
REVERSE = {v: k for k, v in MORSE.items()}


class MorseError(ValueError):
    pass


def encode(text):
    words = []
    for word in text.upper().split():
        try:
            words.append(" ".join(MORSE[ch] for ch in word))
        except KeyError as e:
            raise MorseError(f"cannot encode {e.args[0]!r}") from e
    return " / ".join(words)


def decode(code):
    out = []
    for word in code.split(" / "):
        letters = []
        for sym in word.split():
            if sym not in REVERSE:
                raise MorseError(f"unknown symbol {sym}")
            letters.append(REVERSE[sym])
        out.append("".join(letters))
    return " ".join(out)


def duration(code):
    units = 0
    for word in code.split(" / "):
        for letter in word.split():
            units += sum(1 if s == "." else 3 for s in letter) + len(letter) - 1 + 3
        units += 4
    return units - 7


def main():
    for msg in ["SOS", "Hello World", "call 911?", "meet @ noon"]:
        try:
            code = encode(msg)
        except MorseError as err:
            print(f"{msg!r}: {err} (cause: {type(err.__cause__).__name__})")
            continue
        back = decode(code)
        print(f"{msg!r} -> {code}")
        print(f"   round trip {back!r}, {duration(code)} units")
    try:
        decode("... ---- ...")
    except MorseError as err:
        print("decode error:", err)
    print(isinstance(MorseError("x"), ValueError), len(MORSE))


if __name__ == "__main__":
    main()
