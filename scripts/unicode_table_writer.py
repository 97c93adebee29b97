"""What `unicode-tables.py` and `unicodedata-tables.py` share: walking every code point into
runs of one value, and writing a static Rust array wrapped before 118 columns."""
import sys


def runs(f):
    """(first, last, value) of each run of code points with the same f(c), left out where None."""
    out, start, cur = [], None, None
    for c in range(0x110001):
        v = f(chr(c)) if c <= 0x10FFFF else None
        if v != cur or c == 0x110000:
            if cur is not None:
                out.append((start, c - 1, cur))
            start, cur = c, v
    return out


def table(doc, name, item_type, items):
    """Writes a static array of `items`, wrapped before 118 columns."""
    write = sys.stdout.write
    write(f"{doc}\n#[rustfmt::skip]\npub(super) static {name}: [{item_type}; {len(items)}] = [\n")
    line = "   "
    for item in items:
        if len(line) + len(item) > 118:
            write(line + "\n")
            line = "   "
        line += item
    write(line + "\n];\n\n")
