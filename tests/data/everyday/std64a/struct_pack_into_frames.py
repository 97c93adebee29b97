"""Assemble a frame in a preallocated buffer with `struct.pack_into`, and its errors."""
import struct

HEADER = struct.Struct(">HBB")


def main():
    frame = bytearray(12)
    HEADER.pack_into(frame, 0, 0xCAFE, 1, 8)
    struct.pack_into("<ff", frame, 4, 1.5, -2.25)
    print(frame.hex(), struct.unpack_from("<ff", frame, 4), HEADER.unpack_from(frame))
    struct.pack_into("<H", frame, -2, 513)
    print(frame[-2:], len(frame))
    struct.pack_into("3s", frame, 4, b"abcdef")
    print(bytes(frame))
    partial = bytearray(4)
    try:
        struct.pack_into("<HH", partial, 0, 7, 70000)
    except struct.error as err:
        print("struct.error:", err, partial)
    cases = [
        ("<HH", (bytes(6), 0, 1, 2)), ("<HH", (bytearray(2), 0, 1, 2)), ("<HH", (bytearray(6), -2, 1, 2)),
        ("<HH", (bytearray(6), -8, 1, 2)), ("<HH", (bytearray(6), 7, 1, 2)), ("<HH", (bytearray(6), 0, 1)),
        ("<HH", (bytearray(6), "0", 1, 2)), ("<HH", (bytearray(6),)), ("<HH", ()), ("<HH", ("x", 0, 1, 2)),
    ]
    for fmt, args in cases:
        try:
            struct.pack_into(fmt, *args)
            print("ok", args[0])
        except (struct.error, TypeError) as err:
            print(type(err).__name__ + ":", err)


if __name__ == "__main__":
    main()
