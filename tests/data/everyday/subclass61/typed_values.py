"""Typed scalar wrappers an agent writes for ids, tags and temperatures."""


class UserId(int):
    def __new__(cls, value):
        if int(value) <= 0:
            raise ValueError(f"user id must be positive, got {value}")
        return super().__new__(cls, value)

    def label(self):
        return f"user-{int(self):05d}"


class Tag(str):
    def normalized(self):
        return Tag(self.strip().lower().replace(" ", "-"))

    @property
    def is_private(self):
        return self.startswith("_")


class Celsius(float):
    def __new__(cls, value, source="sensor"):
        obj = super().__new__(cls, value)
        obj.source = source
        return obj

    def to_fahrenheit(self):
        return self * 9 / 5 + 32

    def __repr__(self):
        return f"Celsius({float(self)!r})"


class Version(tuple):
    def __new__(cls, text):
        return super().__new__(cls, (int(p) for p in text.split(".")))

    def bump(self):
        major, minor, patch = self
        return Version(f"{major}.{minor}.{patch + 1}")

    def __str__(self):
        return ".".join(str(p) for p in self)


class Flags(frozenset):
    def has(self, name):
        return name in self


def main():
    uid = UserId("42")
    print(uid, uid.label(), uid + 1, type(uid + 1).__name__, uid * 2, uid == 42, uid > 7)
    print(isinstance(uid, int), isinstance(uid, UserId), type(uid).__name__, repr(uid), f"{uid:>6}")
    for bad in ["0", "-3"]:
        try:
            UserId(bad)
        except ValueError as e:
            print("ValueError:", e)
    try:
        UserId("abc")
    except ValueError as e:
        print("ValueError:", e)
    scores = {UserId(1): "alice", UserId(2): "bob"}
    print(scores[1], scores.get(2), 3 in scores, sorted(scores), sum([UserId(5), UserId(6)]))

    tags = [Tag("  Machine Learning "), Tag("_draft"), Tag("Rust")]
    norm = [t.normalized() for t in tags]
    print(norm, [type(t).__name__ for t in norm], [t.is_private for t in norm])
    print(norm[0].upper(), type(norm[0].upper()).__name__, norm[0][:7], len(norm[0]), norm[0] + "!")
    print(", ".join(norm), "rust" in norm, norm[2] == "rust", sorted(norm), "-".join(sorted(t for t in norm)))
    counts = {}
    for t in norm + [Tag("rust")]:
        counts[t] = counts.get(t, 0) + 1
    print(counts, {"rust": 1} == {norm[2]: 1}, f"[{norm[2]:^8}]", str(norm[2]), repr(norm[2]))
    print(norm[0].split("-"), "machine-learning".split(Tag("-")), norm[0].startswith(Tag("mach")))

    temps = [Celsius(21.5), Celsius(-3, source="manual"), Celsius("37.0")]
    print(temps, [t.source for t in temps], [round(t.to_fahrenheit(), 1) for t in temps])
    print(max(temps), min(temps).source, sum(temps), f"{temps[0]:.2f}", temps[0] + 1, type(temps[0] * 2).__name__)
    print(str(temps[0]), float(temps[2]), int(temps[0]), abs(temps[1]), temps[1] < 0, sorted(temps))

    v = Version("1.4.9")
    print(v, repr(v), v.bump(), v < Version("1.10.0"), v == (1, 4, 9), len(v), v[0], v[1:], type(v[1:]).__name__)
    print(max(Version("2.0.0"), Version("1.9.9")), {v: "current"}[(1, 4, 9)], list(v), v + (0,))
    flags = Flags(["read", "write"])
    print(sorted(flags), flags.has("read"), "exec" in flags, len(flags), type(flags | {"exec"}).__name__)
    print(flags == {"read", "write"}, sorted(flags & {"read"}), isinstance(flags, frozenset))


if __name__ == "__main__":
    main()
