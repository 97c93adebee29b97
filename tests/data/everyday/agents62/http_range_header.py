"""Parse HTTP Range headers and serve the requested byte slices of a resource."""
import re

BODY = bytes(range(65, 91)) * 4  # 104 bytes of A..Z


class RangeNotSatisfiable(Exception):
    def __init__(self, header, size):
        super().__init__(f"416: {header!r} cannot be satisfied for {size} bytes")
        self.size = size


class MalformedRange(ValueError):
    pass


SPEC = re.compile(r"^\s*(\d*)\s*-\s*(\d*)\s*$")


def parse_range(header, size):
    unit, _, specs = header.partition("=")
    if unit.strip().lower() != "bytes" or not specs:
        raise MalformedRange(f"unsupported unit in {header!r}")
    ranges = []
    for spec in specs.split(","):
        m = SPEC.match(spec)
        if not m or m.groups() == ("", ""):
            raise MalformedRange(f"bad range spec {spec.strip()!r}")
        first, last = m.groups()
        if first == "":
            length = int(last)
            if length == 0:
                continue
            start, end = max(size - length, 0), size - 1
        else:
            start = int(first)
            end = min(int(last), size - 1) if last else size - 1
            if start > end and last:
                raise MalformedRange(f"reversed range {spec.strip()!r}")
        if start < size:
            ranges.append((start, end))
    if not ranges:
        raise RangeNotSatisfiable(header, size)
    return merge(ranges)


def merge(ranges):
    merged = []
    for start, end in sorted(ranges):
        if merged and start <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def serve(header, body=BODY):
    try:
        ranges = parse_range(header, len(body))
    except MalformedRange:
        return 200, {"Content-Length": str(len(body))}, body[:8] + b"..."
    except RangeNotSatisfiable as exc:
        return 416, {"Content-Range": f"bytes */{exc.size}"}, b""
    if len(ranges) == 1:
        start, end = ranges[0]
        part = body[start:end + 1]
        return 206, {"Content-Range": f"bytes {start}-{end}/{len(body)}", "Content-Length": str(len(part))}, part
    parts = b"|".join(body[s:e + 1] for s, e in ranges)
    return 206, {"Content-Type": "multipart/byteranges", "X-Parts": str(len(ranges))}, parts


def main():
    headers = ["bytes=0-9", "bytes=100-", "bytes=-5", "bytes=0-3, 2-6, 50-51", "bytes=200-300",
               "bytes=10-5", "items=0-5", "bytes=-0", "bytes=5-7,9-9,8-8", "bytes= 1 - 2 ", "bytes=abc"]
    for h in headers:
        status, meta, payload = serve(h)
        shown = payload.decode("ascii") if len(payload) < 30 else payload[:27].decode() + "..."
        print(f"{h!r:26} {status} {meta} {shown!r}")
    try:
        parse_range("bytes=500-", 104)
    except RangeNotSatisfiable as exc:
        print("raised:", exc, "| args:", exc.args)
    print(merge([(0, 0), (2, 3), (1, 1), (10, 12), (11, 20)]))
    print(BODY[-3:], BODY[25:27], BODY.count(b"A"), BODY.index(b"Z"), len(BODY))


if __name__ == "__main__":
    main()
