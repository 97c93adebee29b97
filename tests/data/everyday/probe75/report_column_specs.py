"""A report tool takes column specs from a config and checks each against sample values before
rendering: specs CPython refuses (a separator with hex, `#` on text, a sign with `c`, both
separators at once) are reported with CPython's message, the accepted ones are rendered."""

SAMPLES = [0, 7, -1234567, 255, True, 3.5, -0.0, 1e20, "name", 65]

SPECS = [",", "_x", ",x", "#x", "#", " 5", "+c", "c", ",_", "_,", "#.0g", "#.3", "#",
         "0<8", "*<08", ">+10,.2f", "=^9", ".1%", "n", ",n", "#_b", "08_", "e", ".0e"]


def check(value, spec):
    try:
        return repr(format(value, spec))
    except (ValueError, TypeError, OverflowError) as e:
        return type(e).__name__ + ": " + str(e)


def main():
    for spec in SPECS:
        row = [check(value, spec) for value in SAMPLES]
        print(f"{spec!r:>12}", " | ".join(row))
    print(hash("") == 0, hash(b"") == 0, hash("abc") == hash(b"abc"))
    print(hash("é") == hash(b"\xe9"), hash("ā") == hash(b"\x01\x01"), hash("😀") == hash(b"\x00\xf6\x01\x00"))
    print(list({1, ""}), len(f"{1.5:.2000f}"), f"{2.5:.70000e}"[-8:])
