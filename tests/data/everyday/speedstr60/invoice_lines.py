# Invoice lines laid out with f-string format specs: ints in every base with signs, `#`,
# zero padding, grouping and fills (ASCII and not), the `i64` extremes, bools, floats and
# strs; specs built from values (`{x:>{w}}`); `str`, `repr` and `hex` of numbers; strs
# joined with `+`; and the `ValueError`s of bad specs, as CPython words them.


def attempt(what: str, thunk) -> None:
    try:
        print(what, "->", repr(thunk()))
    except (ValueError, TypeError, OverflowError) as e:
        print(what, "raised", type(e).__name__, e)


def main() -> int:
    size = 0
    for n in [0, 7, -7, 255, -4096, 1234567, 2**63 - 1, -(2**63)]:
        row = f"{n:>8}|{n:<6}|{n:^7}|{n:+d}|{n: d}|{n:x}|{n:#X}|{n:#o}|{n:b}|{n:08d}|{n:,}|{n:_x}|{n:*=+12}"
        print(row)
        size += len(row)
        print(str(n), repr(n), hex(n), oct(n), bin(n), f"{n:#010x}|{n:€>9}|{n:€^9,}|{n:n}|{n:c}" if 0 <= n < 300 else "")
    for b in [True, False]:
        print(f"{b}|{b:d}|{b:>5}|{b:x}|{b:5}", str(b), repr(b), hex(b))
    for x in [0.0, -1.5, 2.675, 1e16, float("inf")]:
        print(f"{x:10.2f}|{x:<9.1e}|{x:+g}|{x:.0%}|{x:,.1f}|{x}", str(x), repr(x))
    for w in [0, 3, 9]:
        print(f"[{'ab':>{w}}][{'é':^{w}}][{12:0{w}d}][{1.5:{w}.{w % 4}f}]")
    label = "item-" + str(42) + ":" + repr("n3") + "/" + str(-1) + "/" + hex(-255)
    print(label, len(label), "a" + "b" + "c", "" + "")
    prefix = "x"
    grown = prefix + "y"
    grown2 = grown + "z"
    print(prefix, grown, grown2)
    attempt("precision on an int", lambda: f"{5:.2d}")
    attempt("missing precision", lambda: f"{5:.f}")
    attempt("unknown code", lambda: f"{5:q}")
    attempt("trailing junk", lambda: f"{5:5dd}")
    attempt("sign on a str", lambda: f"{'a':+}")
    attempt("big char", lambda: f"{2**40:c}")
    attempt("negative char", lambda: f"{-1:c}")
    attempt("grouping on a str", lambda: f"{'a':,}")
    attempt("junk after a float's code", lambda: f"{1.5:5ff}")
    attempt("junk after a str's code", lambda: f"{'a':<3ss}")
    attempt("junk on a list", lambda: f"{[1]:5dd}")
    attempt("width on a list", lambda: f"{[1]:>4}")
    return size
