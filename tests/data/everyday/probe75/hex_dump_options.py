"""A hex-dump tool takes its separator and group size from options; each bad option is reported
with CPython's message, checked in CPython's order (the group size first, then the
separator's length, then its kind). A cache of pending edits pops keys from an empty table
(CPython answers an empty dict before hashing the key), and a diff of two texts reports
what it was handed when it cannot concatenate."""

DATA = bytes(range(250, 256)) + b"AB"

OPTIONS = [(), (":",), ("-", 2), ("-", -3), (b"|", 4), ("::",), ("é",), (bytearray(b"x"),), (7,),
           (None,), (["x"],), ("x", 1.5), (b"", 1), (" ", 0)]


def dump(options):
    try:
        return DATA.hex(*options)
    except (TypeError, ValueError) as e:
        return type(e).__name__ + ": " + str(e)


def main():
    for options in OPTIONS:
        print(repr(options), "->", dump(options))
    pending = {}
    print(pending.pop(["unhashable", "key"], "no edit"))
    try:
        pending.pop({"a": 1})
    except KeyError as e:
        print("KeyError", e)
    pending["k"] = 1
    try:
        pending.pop(["x"], None)
    except TypeError as e:
        print("TypeError", e)
    for text in ("plain", "naïve"):
        try:
            print(["start"] + iter(text))
        except TypeError as e:
            print(e)
