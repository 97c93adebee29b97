TEXT = """Hello, World! It's 2024.
Tabs\tand spaces   mix here.
ÜBER café — naïve résumé 123"""


def main() -> None:
    classes = {"upper": 0, "lower": 0, "digit": 0, "space": 0, "punct": 0, "other": 0}
    for ch in TEXT:
        if ch.isupper():
            classes["upper"] += 1
        elif ch.islower():
            classes["lower"] += 1
        elif ch.isdigit():
            classes["digit"] += 1
        elif ch.isspace():
            classes["space"] += 1
        elif ch in ",.!'—":
            classes["punct"] += 1
        else:
            classes["other"] += 1
    print(classes, sum(classes.values()) == len(TEXT))
    print("lines:", len(TEXT.splitlines()), "words:", len(TEXT.split()), "non-ascii:", [c for c in TEXT if not c.isascii()])
    print(ascii(TEXT.splitlines()[2]))
    print(TEXT.splitlines()[1].expandtabs(4))
    print("casefold equal:", "ÜBER".casefold() == "über".casefold(), "STRASSE".casefold() == "straße".casefold())
