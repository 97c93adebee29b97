"""Apply hex patches to a firmware image copy, verify CRC32s and locate signatures."""
import zlib

IMAGE = bytes(range(256)) * 2 + b"FWv1.4.2\x00" + b"\xde\xad\xbe\xef" * 4 + b"END"

PATCHES = [
    (0x010, "90 90 90"),
    (0x200, "46 57 76 31 2e 35 2e 30"),
    (0x0ff, "c3"),
]


def apply_patches(image: bytes, patches) -> bytearray:
    patched = bytearray(image)
    for offset, hex_bytes in patches:
        new = bytes.fromhex(hex_bytes)
        if offset + len(new) > len(patched):
            raise IndexError(f"patch at 0x{offset:x} runs past the end")
        old = patched[offset:offset + len(new)]
        patched[offset:offset + len(new)] = new
        print(f"  0x{offset:04x}: {old.hex(' ')} -> {new.hex(' ')}")
    return patched


def main():
    print(f"image {len(IMAGE)} bytes crc32={zlib.crc32(IMAGE):08x}")
    patched = apply_patches(IMAGE, PATCHES)
    print(f"patched crc32={zlib.crc32(patched):08x} changed={sum(a != b for a, b in zip(IMAGE, patched))} bytes")
    start = patched.find(b"FW")
    end = patched.index(0, start)
    print("version:", patched[start:end].decode(), "at", hex(start))
    print("marker count:", patched.count(b"\xde\xad"), "last at", hex(patched.rfind(b"\xbe\xef")))
    print("untouched copy:", IMAGE[0x200:0x208])
    patched[-3:] = b"EOF!"
    print(len(patched), patched[-8:])
    try:
        apply_patches(IMAGE, [(len(IMAGE) - 1, "00 00")])
    except IndexError as err:
        print("error:", err)


if __name__ == "__main__":
    main()
