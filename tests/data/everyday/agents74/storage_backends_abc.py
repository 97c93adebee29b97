"""Pick and exercise storage backends behind an abstract interface."""
from abc import ABC, abstractmethod


class Backend(ABC):
    registry: dict[str, type["Backend"]] = {}

    def __init_subclass__(cls, scheme: str = "", **kwargs):
        super().__init_subclass__(**kwargs)
        if scheme:
            Backend.registry[scheme] = cls

    @abstractmethod
    def put(self, key: str, data: bytes) -> None: ...

    @abstractmethod
    def get(self, key: str) -> bytes: ...

    @property
    @abstractmethod
    def kind(self) -> str: ...

    def copy(self, src: str, dst: str) -> int:
        data = self.get(src)
        self.put(dst, data)
        return len(data)

    @classmethod
    def from_url(cls, url: str) -> "Backend":
        scheme, _, rest = url.partition("://")
        try:
            return cls.registry[scheme].configure(rest)
        except KeyError:
            raise ValueError(f"no backend for {scheme!r}; have {sorted(cls.registry)}") from None


class MemoryBackend(Backend, scheme="mem"):
    __slots__ = ("name", "_blobs")

    def __init__(self, name: str):
        self.name = name
        self._blobs: dict[str, bytes] = {}

    @classmethod
    def configure(cls, rest: str) -> "MemoryBackend":
        return cls(rest or "default")

    @property
    def kind(self) -> str:
        return "memory"

    def put(self, key, data):
        self._blobs[key] = bytes(data)

    def get(self, key):
        if key not in self._blobs:
            raise KeyError(key)
        return self._blobs[key]

    def __len__(self):
        return len(self._blobs)

    def __repr__(self):
        return f"MemoryBackend({self.name!r}, keys={sorted(self._blobs)})"

    def __eq__(self, other):
        return isinstance(other, MemoryBackend) and self._blobs == other._blobs

    __hash__ = None


class PrefixedBackend(MemoryBackend, scheme="prefixed"):
    __slots__ = ("prefix",)

    def __init__(self, name: str, prefix: str):
        super().__init__(name)
        self.prefix = prefix

    @classmethod
    def configure(cls, rest: str) -> "PrefixedBackend":
        name, _, prefix = rest.partition("/")
        return cls(name, prefix + "/")

    @staticmethod
    def normalise(key: str) -> str:
        return key.strip("/").replace("//", "/")

    def put(self, key, data):
        super().put(self.prefix + self.normalise(key), data)

    def get(self, key):
        return super().get(self.prefix + self.normalise(key))


class Incomplete(Backend):
    def put(self, key, data):
        pass


def main():
    print("registered:", sorted(Backend.registry))
    mem = Backend.from_url("mem://cache")
    pre = Backend.from_url("prefixed://uploads/2024")
    for b in (mem, pre):
        b.put("/a.txt", b"hello")
        b.put("reports//q1.csv", b"id,total\n1,10\n")
        n = b.copy("/a.txt", "b.txt")
        print(b.kind, type(b).__name__, n, repr(b), len(b))
    try:
        pre.get("missing")
    except KeyError as exc:
        print("missing key:", exc)
    try:
        Incomplete()
    except TypeError as exc:
        print(exc)
    try:
        Backend.from_url("s3://bucket")
    except ValueError as exc:
        print(exc)
    try:
        mem.color = "red"
    except AttributeError as exc:
        print("slots:", exc)
    other = MemoryBackend("x")
    other.put("/a.txt", b"hello")
    print(mem == other, isinstance(pre, Backend), issubclass(PrefixedBackend, MemoryBackend), MemoryBackend.__hash__ is None)
    print(sorted(Backend.__abstractmethods__), Incomplete.__abstractmethods__ == frozenset({"get", "kind"}))
    print(PrefixedBackend.normalise("//x//y/"), PrefixedBackend.__slots__, hasattr(mem, "__dict__"))
    return len(mem)


if __name__ == "__main__":
    main()
