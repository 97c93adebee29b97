"""A fixed-size byte ring buffer for a serial console: write, read, overwrite-oldest policy."""


class RingBuffer:
    def __init__(self, capacity: int):
        self.data = bytearray(capacity)
        self.capacity = capacity
        self.start = 0
        self.size = 0
        self.dropped = 0

    def write(self, chunk: bytes) -> None:
        for byte in chunk:
            end = (self.start + self.size) % self.capacity
            self.data[end] = byte
            if self.size == self.capacity:
                self.start = (self.start + 1) % self.capacity
                self.dropped += 1
            else:
                self.size += 1

    def read(self, n: int) -> bytes:
        n = min(n, self.size)
        first = self.data[self.start:self.start + n]
        if len(first) < n:
            first += self.data[:n - len(first)]
        self.start = (self.start + n) % self.capacity
        self.size -= n
        return bytes(first)

    def peek_all(self) -> bytes:
        ordered = self.data[self.start:] + self.data[:self.start]
        return bytes(ordered[:self.size])


def main():
    ring = RingBuffer(16)
    ring.write(b"boot ok\n")
    print(ring.read(5), ring.size)
    ring.write(b"temp=21.5C\nfan=on\n")
    print("dropped", ring.dropped, "holding", ring.size, ring.peek_all())
    lines = ring.read(64).split(b"\n")
    print([line.decode() for line in lines if line])
    print(ring.read(4), ring.size, len(ring.data), ring.data.count(b"\n"))
    ring.write(bytes(range(48, 58)))
    print(ring.peek_all(), ring.data)


if __name__ == "__main__":
    main()
