"""Reassemble newline-delimited JSON events from arbitrary network chunks with a bytearray buffer."""
import json


class LineBuffer:
    def __init__(self, limit: int = 64):
        self.buf = bytearray()
        self.limit = limit

    def feed(self, chunk: bytes):
        self.buf += chunk
        while True:
            nl = self.buf.find(b"\n")
            if nl < 0:
                break
            line = bytes(self.buf[:nl])
            del self.buf[:nl + 1]
            if line.strip():
                yield line
        if len(self.buf) > self.limit:
            size = len(self.buf)
            self.buf.clear()
            raise BufferError(f"line longer than {self.limit} bytes ({size} buffered)")


def main():
    wire = b'{"ev": "login", "user": "ana"}\n{"ev": "view", "page": 3}\n\n{"ev": "logout", "user": "ana"}\n'
    chunks = [wire[i:i + 13] for i in range(0, len(wire), 13)]
    parser = LineBuffer()
    events = []
    for n, chunk in enumerate(chunks):
        for line in parser.feed(chunk):
            event = json.loads(line)
            events.append(event)
            print(f"chunk {n:>2}: {event}")
    print("left in buffer:", parser.buf, "events:", len(events))
    try:
        for _ in parser.feed(b"x" * 70):
            pass
    except BufferError as err:
        print("error:", err, "| buffer now", len(parser.buf))
    print([e["ev"] for e in events], json.loads(bytearray(b'{"ok": true}')))


if __name__ == "__main__":
    main()
