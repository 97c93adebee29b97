FILE_SIZES = {"a.bin": 2500, "b.bin": 900, "c.bin": 4100}
CHUNK = 1000


def chunks(size, chunk=CHUNK):
    offset = 0
    while offset < size:
        yield offset, min(chunk, size - offset)
        offset += chunk


def main() -> None:
    for name, size in FILE_SIZES.items():
        parts = list(chunks(size))
        print(f"{name}: {len(parts)} chunks, last {parts[-1][1]} bytes")
    total_parts = sum(len(list(chunks(s))) for s in FILE_SIZES.values())
    print("total requests:", total_parts)
    print(list(chunks(2500, chunk=1200)))
