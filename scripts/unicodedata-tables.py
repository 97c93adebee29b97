"""Writes src/interp/unicodedata/tables.rs: the properties behind the modelled `unicodedata`
that no maintained crate gives at CPython 3.11's Unicode version (14.0.0): East Asian width,
bidirectional class, mirrored, the decimal/digit/numeric values, and which code points
Unicode 14.0 leaves unassigned (where the crates, on later versions, would answer). Taken from
the running CPython, so clauz3 answers as that CPython does.

Run: python3 scripts/unicodedata-tables.py props > src/interp/unicodedata/tables.rs
     python3 scripts/unicodedata-tables.py numbers > src/interp/unicodedata/numbers.rs
(two files, each under the 800 lines a source file may have).
"""
import sys
import unicodedata

from unicode_table_writer import runs, table


PART = sys.argv[1]
w = sys.stdout.write
w(f"//! Character {'properties' if PART == 'props' else 'numeric values'} of CPython's `unicodedata`, generated from CPython\n")
w(f"//! {sys.version.split()[0]} (Unicode {unicodedata.unidata_version}) by `scripts/unicodedata-tables.py`; do not edit.\n\n")
if PART == "numbers":
    numbers = []
    for c in range(0x110000):
        ch = chr(c)
        n = unicodedata.numeric(ch, None)
        if n is not None:
            d = unicodedata.decimal(ch, -1)
            g = unicodedata.digit(ch, -1)
            numbers.append(f' (0x{c:X}, {d}, {g}, "{n!r}"),')
    table("/// Numeric characters: code point, `decimal` (or -1), `digit` (or -1), `repr` of `numeric`.",
          "NUMBERS", "(u32, i8, i8, &str)", numbers)
    sys.exit(0)


unassigned = runs(lambda c: True if unicodedata.category(c) == "Cn" else None)
table("/// Code points unassigned in this version (category `Cn`), as inclusive ranges in order.",
      "UNASSIGNED", "(u32, u32)", [f" (0x{a:X}, 0x{b:X})," for a, b, _ in unassigned])

widths = runs(lambda c: None if unicodedata.east_asian_width(c) == "N" else unicodedata.east_asian_width(c))
table("/// `east_asian_width` other than `N`, as inclusive ranges in order.",
      "EAST_ASIAN_WIDTH", "(u32, u32, &str)", [f' (0x{a:X}, 0x{b:X}, "{v}"),' for a, b, v in widths])

bidi = runs(lambda c: unicodedata.bidirectional(c) or None)
table("/// `bidirectional` where it is not empty, as inclusive ranges in order.",
      "BIDIRECTIONAL", "(u32, u32, &str)", [f' (0x{a:X}, 0x{b:X}, "{v}"),' for a, b, v in bidi])

mirrored = runs(lambda c: True if unicodedata.mirrored(c) else None)
table("/// `mirrored` is 1, as inclusive ranges in order.",
      "MIRRORED", "(u32, u32)", [f" (0x{a:X}, 0x{b:X})," for a, b, _ in mirrored])

