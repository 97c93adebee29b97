# Ticket text cut and rebuilt character by character: indexes and slices of ASCII and
# accented text (negative, stepped, reversed, empty, whole), strings grown with `+=` from
# single characters, `split`/`replace`/`find` with one-character patterns, case and
# character classes at the edges of ASCII, and `join` of lists, tuples, strs and generators,
# with the errors CPython raises.


def attempt(what: str, thunk) -> None:
    try:
        print(what, "->", repr(thunk()))
    except (ValueError, TypeError, IndexError) as e:
        print(what, "raised", type(e).__name__, e)


def main() -> int:
    code = "TCK-0042-ab"
    accented = "café-crème"
    print(code[0], code[-1], code[4], accented[3], accented[-2], accented[0])
    print(code[4:8], code[::-1], code[::2], code[1:1], code[8:3], code[-3:], code[:], code[5:6])
    print(accented[::-1], accented[2:6], accented[::3], accented[-5:], accented[:], accented[3:4])
    print(code[100:], code[-100:2], code[::-3], code[7:2:-2], accented[7:2:-2])
    built = ""
    for i, c in enumerate(code):
        built += c
        if i % 3 == 2:
            built += "|"
    for c in accented:
        built += c.upper()
    copy = built
    built += "!"
    print(built, copy, len(built), len(copy))
    digits = "0123456789abcdef"
    hexed = ""
    for n in range(20):
        hexed += digits[n % 16]
    print(hexed, hexed[-1] == "3", hexed[3] + hexed[3])
    line = "a,b,,c,"
    print(line.split(","), line.split(",", 2), line.rsplit(",", 1), "x".split(","), "".split(","))
    spaced = " a\tb\x1c c \n\x0bd  "
    print(spaced.split(), spaced.split(None, 1), spaced.split(maxsplit=2), "  ".split(), "".split(), "x y".split(None, 0))
    print("a é\u2003b".split(), "a,b,c".split(",", 0), "a,b,c".split(",", 1), ",".split(","), "é,,ü".split(","))
    print(line.replace(",", ";"), line.replace(",", "", 2), line.replace("", "."), accented.replace("é", "e"))
    print(line.find(","), line.find("c"), line.find("z"), accented.find("è"), accented.find("-"), accented.rfind("é"))
    print(accented.find("c", 3), accented.find("r", 2, 7), line.find(",", -2), accented.startswith("fé", 2))
    print(line.count(","), accented.index("-"), "ß".upper(), "İx".lower(), "MiXeD".lower(), "MiXeD".upper())
    print(code.isalpha(), "abcXYZ".isalpha(), "ab1".isalnum(), "²".isdigit(), "²".isdecimal(), "42".isnumeric())
    print("\x1c\x1f \t".isspace(), "\x7f".isalpha(), "é".isalpha(), "".isalpha(), "Ⅻ".isnumeric(), "a b".isalnum())
    print("-".join(["a", "b", "c"]), "".join(("x", "y")), ",".join("abc"), "+".join(c for c in "xyz"), "/".join([]))
    print(", ".join(sorted({"b", "a"})), "é".join(["1", "2"]), "-".join([accented, code]))
    attempt("index past the end", lambda: code[11])
    attempt("negative past the start", lambda: accented[-11])
    attempt("index by a str", lambda: code["1"])
    attempt("zero step", lambda: code[::0])
    attempt("join of ints", lambda: "-".join([1, 2]))
    attempt("join of a tuple with None", lambda: "-".join(("a", None)))
    attempt("split on empty", lambda: line.split(""))
    attempt("find of an int", lambda: line.find(1))
    return len(built) + len(hexed)
