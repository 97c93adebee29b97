"""Sniff file types from magic bytes, compare with extensions and flag mismatches."""
import mimetypes
import struct

SIGNATURES = [
    (b"\x89PNG\r\n\x1a\n", "image/png"),
    (b"\xff\xd8\xff", "image/jpeg"),
    (b"GIF87a", "image/gif"),
    (b"GIF89a", "image/gif"),
    (b"%PDF-", "application/pdf"),
    (b"PK\x03\x04", "application/zip"),
    (b"\x1f\x8b", "application/gzip"),
    (b"RIFF", None),  # needs a look at bytes 8..12
    (b"\x7fELF", "application/x-executable"),
]


def sniff(data: bytes) -> str:
    for magic, mime in SIGNATURES:
        if data.startswith(magic):
            if mime is None:
                kind = data[8:12]
                return {b"WEBP": "image/webp", b"WAVE": "audio/wav"}.get(kind, "application/octet-stream")
            return mime
    head = data[:512]
    if head.lstrip().lower().startswith((b"<!doctype html", b"<html")):
        return "text/html"
    if head.lstrip().startswith((b"{", b"[")):
        return "application/json"
    try:
        head.decode("utf-8")
    except UnicodeDecodeError:
        return "application/octet-stream"
    return "text/plain"


def png_size(data: bytes):
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def main():
    png = b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR" + struct.pack(">IIBBBBB", 640, 480, 8, 6, 0, 0, 0)
    files = {
        "logo.png": png,
        "photo.jpg": b"\xff\xd8\xff\xe0\x00\x10JFIF\x00",
        "report.pdf": b"%PDF-1.7\n%\xe2\xe3\xcf\xd3",
        "archive.docx": b"PK\x03\x04\x14\x00\x06\x00",
        "sound.wav": b"RIFF\x24\x08\x00\x00WAVEfmt ",
        "image.webp": b"RIFF\x00\x00\x00\x00WEBPVP8 ",
        "invoice.pdf": b"GIF89a\x01\x00\x01\x00",
        "data.json": b'  {"a": [1, 2]}',
        "index.html": b"<!DOCTYPE html><html></html>",
        "notes.txt": "caf\u00e9 au lait".encode(),
        "blob.bin": b"\x00\xfe\xff\x80\x81",
        "README": b"plain words",
    }
    mismatches = []
    for name, data in files.items():
        sniffed = sniff(data)
        guessed, _ = mimetypes.guess_type(name, strict=False)
        ok = guessed == sniffed or guessed is None
        extra = f" {png_size(data)[0]}x{png_size(data)[1]}" if sniffed == "image/png" else ""
        print(f"{name:<13} {len(data):>3}B sniffed {sniffed:<26} ext says {str(guessed):<32}{'' if ok else ' MISMATCH'}{extra}")
        if not ok:
            mismatches.append(name)
    print("mismatches:", mismatches)
    print("extension for image/png:", mimetypes.guess_extension("image/png"))
    print(data[:4], bytes.fromhex("89504e47") == png[:4], png[1:4].decode("ascii"))


if __name__ == "__main__":
    main()
