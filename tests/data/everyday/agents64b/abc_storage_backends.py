"""Storage backends sharing an ABC with abstract methods and an abstract property."""
from abc import ABC, abstractmethod


class QuotaExceeded(Exception):
    def __init__(self, backend, needed, free):
        super().__init__(f"{backend}: need {needed} bytes, {free} free")
        self.needed, self.free = needed, free


class Storage(ABC):
    def __init__(self, capacity):
        self.capacity = capacity
        self._blobs = {}

    @property
    @abstractmethod
    def scheme(self) -> str:
        """URL scheme used for object addresses."""

    @abstractmethod
    def encode(self, data: bytes) -> bytes:
        ...

    def decode(self, data: bytes) -> bytes:
        return data

    @property
    def used(self):
        return sum(len(b) for b in self._blobs.values())

    def put(self, key, data):
        blob = self.encode(data)
        free = self.capacity - self.used + len(self._blobs.get(key, b""))
        if len(blob) > free:
            raise QuotaExceeded(type(self).__name__, len(blob), free)
        self._blobs[key] = blob
        return f"{self.scheme}://{key}"

    def get(self, key):
        return self.decode(self._blobs[key])

    def __repr__(self):
        return f"<{type(self).__name__} {self.used}/{self.capacity}>"


class PlainStorage(Storage):
    scheme = "mem"

    def encode(self, data):
        return data


class RleStorage(Storage):
    @property
    def scheme(self):
        return "rle"

    def encode(self, data):
        out = bytearray()
        i = 0
        while i < len(data):
            j = i
            while j < len(data) and data[j] == data[i] and j - i < 255:
                j += 1
            out += bytes([j - i, data[i]])
            i = j
        return bytes(out)

    def decode(self, data):
        return b"".join(bytes([data[k + 1]]) * data[k] for k in range(0, len(data), 2))


class Incomplete(Storage):
    def encode(self, data):
        return data


def main():
    stores = [PlainStorage(40), RleStorage(40)]
    payloads = {"a": b"aaaaaaaabbbb", "b": b"hello world", "c": b"\x00" * 30, "d": b"xyz" * 6}
    for store in stores:
        for key, data in payloads.items():
            try:
                addr = store.put(key, data)
                ok = store.get(key) == data
                print(f"{addr:<8} stored, roundtrip={ok}, {store!r}")
            except QuotaExceeded as exc:
                print("quota:", exc, "| over by", exc.needed - exc.free)
    print(RleStorage(10).encode(b"aaab"), sorted(Storage.__abstractmethods__))
    try:
        Incomplete(10)
    except TypeError as exc:
        print("TypeError:", exc)
    print(isinstance(stores[1], Storage), issubclass(Incomplete, ABC))
    print(getattr(Storage.scheme, "__isabstractmethod__", False), PlainStorage.scheme)


if __name__ == "__main__":
    main()
