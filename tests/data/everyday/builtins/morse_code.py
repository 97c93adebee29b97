def main() -> None:
    CODE = {"A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.", "G": "--.", "H": "....", "I": "..", "L": ".-..", "O": "---", "R": ".-.", "S": "...", "T": "-", "W": ".--"}
    reverse = {v: k for k, v in CODE.items()}
    message = "Hello World"
    encoded = " / ".join([" ".join([CODE[c] for c in word.upper()]) for word in message.split()])
    print(encoded)
    decoded = " ".join(["".join([reverse[s] for s in word.split()]) for word in encoded.split(" / ")])
    print(decoded, decoded == message.upper())
    lengths = {c: len(code) for c, code in CODE.items()}
    print("longest codes:", sorted([c for c, n in lengths.items() if n == max(lengths.values())]))
    print("dots vs dashes:", encoded.count("."), encoded.count("-"))
