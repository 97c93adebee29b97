SOURCE = "total = price * (qty + 2) - discount/3"
OPERATORS = {"+", "-", "*", "/", "(", ")", "="}


def tokens(text):
    current = ""
    for ch in text + " ":
        if ch == " " or ch in OPERATORS:
            if current:
                yield ("num" if current[0] in "0123456789" else "name"), current
                current = ""
            if ch in OPERATORS:
                yield "op", ch
        else:
            current += ch


def main() -> None:
    toks = list(tokens(SOURCE))
    print(toks)
    names = [v for k, v in toks if k == "name"]
    print("names:", names)
    depth = best = 0
    for _, v in toks:
        depth += (v == "(") - (v == ")")
        best = max(best, depth)
    print("max nesting:", best)
