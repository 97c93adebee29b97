"""Base64 in MIME lines, and the base85/Ascii85 encodings, with their errors."""
import base64


def main():
    blob = bytes(range(120))
    wrapped = base64.encodebytes(blob)
    print(wrapped.decode().splitlines(), base64.decodebytes(wrapped) == blob)
    print(base64.encodebytes(b""), base64.decodebytes(b"aGVs\nbG8=\n"), base64.encodebytes(bytearray(b"hi")))
    for n in range(9):
        data = bytes(range(200, 200 + n))
        assert base64.b85decode(base64.b85encode(data)) == data
        print(n, base64.b85encode(data), base64.a85encode(data), base64.b85encode(bytearray(data), pad=True))
    print(base64.b85decode("Xk~0{Zv"), base64.b85decode(b"Xk~0"), base64.b85encode(b"\0\0\0\0abc", pad=True))
    print(base64.a85encode(b"\0\0\0\0    ab", foldspaces=True), base64.a85encode(b"hello world", wrapcol=4, adobe=True))
    print(base64.a85encode(b"hello world, this is a longer text", wrapcol=10), base64.a85encode(b"abcd" * 3, wrapcol=5, adobe=True))
    print(base64.a85encode(b"\0"), base64.a85encode(b"\0" * 8), base64.a85encode(b"    ", foldspaces=True, pad=True))
    bad = [
        (base64.encodebytes, "text"), (base64.decodebytes, "text"), (base64.b85encode, "text"),
        (base64.a85encode, "text"), (base64.b85decode, "|||||"), (base64.b85decode, 'ab"cd'),
        (base64.b85decode, 5), (base64.decodebytes, b"a"),
    ]
    for func, arg in bad:
        try:
            print(func(arg))
        except (TypeError, ValueError) as err:
            print(f"{func.__name__}: {type(err).__name__}: {err}")


if __name__ == "__main__":
    main()
