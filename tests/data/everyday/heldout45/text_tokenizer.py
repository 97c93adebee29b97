import string

SOURCE = 'total = price * 1.08 + fee("ship", 2) # tax included\nif total >= 100: print("big")'

KEYWORDS = {"if", "else", "while", "print"}


def tokenize(src):
    tokens = []
    i = 0
    while i < len(src):
        ch = src[i]
        if ch in " \t":
            i += 1
        elif ch == "\n":
            tokens.append(("NEWLINE", "\\n"))
            i += 1
        elif ch == "#":
            while i < len(src) and src[i] != "\n":
                i += 1
        elif ch.isdigit():
            start = i
            while i < len(src) and (src[i].isdigit() or src[i] == "."):
                i += 1
            text = src[start:i]
            tokens.append(("NUMBER", float(text) if "." in text else int(text)))
        elif ch in string.ascii_letters + "_":
            start = i
            while i < len(src) and (src[i].isalnum() or src[i] == "_"):
                i += 1
            word = src[start:i]
            tokens.append(("KEYWORD" if word in KEYWORDS else "NAME", word))
        elif ch in "\"'":
            end = src.index(ch, i + 1)
            tokens.append(("STRING", src[i + 1:end]))
            i = end + 1
        elif src[i:i + 2] in (">=", "<=", "==", "!="):
            tokens.append(("OP", src[i:i + 2]))
            i += 2
        elif ch in "+-*/=()<>:,":
            tokens.append(("OP", ch))
            i += 1
        else:
            raise SyntaxError(f"unexpected {ch!r} at {i}")
    return tokens


def main():
    tokens = tokenize(SOURCE)
    for kind, value in tokens:
        print(f"{kind:<8} {value!r}")
    kinds = {}
    for kind, _ in tokens:
        kinds[kind] = kinds.get(kind, 0) + 1
    print(sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0])))
    try:
        tokenize("a = $5")
    except SyntaxError as err:
        print("error:", err)
    print(string.punctuation[:10], string.digits, string.ascii_uppercase[-3:])
    return len(tokens)


if __name__ == "__main__":
    main()
