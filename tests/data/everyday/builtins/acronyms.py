PHRASES = ("portable network graphics", "as soon as possible", "Read-only memory", "  graphical user   interface ", "hyper text markup language")


def acronym(phrase: str) -> str:
    words = phrase.replace("-", " ").split()
    return "".join([w[0] for w in words]).upper()


def main() -> None:
    table = {acronym(p): " ".join(p.split()).title() for p in PHRASES}
    for short in sorted(table, key=len):
        print(short.ljust(5), "=", table[short])
    print("longest:", max(table, key=len), "shortest:", min(table, key=len))
    print("all upper:", all(map(str.isupper, table)), "reversed:", [a[::-1] for a in reversed(list(table))])
