"""Build and clean a line-based wire protocol with bytes methods and bytes formatting."""

HEADER = b"content-TYPE:\ttext/plain\r\nx-request-id:\t42\r\n"


def main():
    for line in HEADER.splitlines():
        name, _, value = line.partition(b":")
        print(name.title(), name.capitalize(), name.swapcase(), value.strip(), value.expandtabs(4))
    print(b"hello wORLD 3rd x\xe9y".title(), b"\xe9cole".capitalize(), b"Hello World".istitle(), b"hello".istitle(), b"".istitle())
    print(b"a\tbc\td".expandtabs(), b"a\tb".expandtabs(tabsize=2), b"col\t\tend\nx\ty".expandtabs(3))
    upper = bytes.maketrans(b"abcdefghijklmnopqrstuvwxyz", b"ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    print(b"shout this".translate(upper), b"strip vowels".translate(None, b"aeiou"), b"rot".translate(upper, delete=b"o"))
    print(bytearray(b"mixed").translate(upper), bytearray.maketrans(b"ab", b"ba")[97:99], bytearray(b"ab cd").title())
    msg = b"%s %d %05.2f %x %c%c|%-6b|%r %a %%" % (b"GET", 200, 3.14159, 255, 65, b"z", b"ok", "\xe9", b"\x00")
    print(msg, len(msg))
    print(b"%(method)s %(path)s" % {b"method": b"PUT", b"path": bytearray(b"/x")}, bytearray(b"id=%d") % 7)
    print(b"%5s|%.2s|%i|%o|%X|%e" % (b"ab", b"xyz", 3.9, 8, 255, 0.5))
    for bad in (lambda: b"%s" % "text", lambda: b"%d %d" % (1, 2, 3), lambda: b"%c" % 300, lambda: b"%c" % b"xy",
                lambda: b"x".translate(b"short"), lambda: bytes.maketrans(b"a", b"bc"), lambda: b"%y" % 1,
                lambda: b"%d" % ()):
        try:
            bad()
        except (TypeError, ValueError, OverflowError) as err:
            print(type(err).__name__, err)
    print(float(b"4.5"), int(b"42"), int(b" -7 "), float(bytearray(b"1e3")), b"ab".isascii(), b"\x80".isascii())
    print(b"a b  c".rsplit(maxsplit=1), b"a,b,c".rsplit(b",", 1), b"one\r\ntwo\rthree\n".splitlines(keepends=True))
    return msg.decode("latin-1")
