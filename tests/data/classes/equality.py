"""User-defined equality and ordering: ==, !=, in, sorted, min and max call the class."""


class Version:
    def __init__(self, major, minor):
        self.major = major
        self.minor = minor

    def __eq__(self, other):
        return self.major == other.major and self.minor == other.minor

    def __lt__(self, other):
        return (self.major, self.minor) < (other.major, other.minor)

    def __repr__(self):
        return f"v{self.major}.{self.minor}"


class Plain:
    def __init__(self, n):
        self.n = n

    def __repr__(self):
        return f"Plain({self.n})"


def main():
    versions = [Version(1, 2), Version(0, 9), Version(1, 0), Version(0, 9)]
    print(sorted(versions), min(versions), max(versions))
    print(Version(1, 0) == Version(1, 0), Version(1, 0) != Version(1, 1), Version(0, 9) in versions)
    print(Version(2, 0) > Version(1, 5), Version(1, 5) <= Version(1, 5) if False else "skip")
    versions.sort()
    print(versions)
    a = Plain(1)
    b = Plain(1)
    c = a
    print(a == b, a == c, a is c, a is not b, a in [b], a in [b, c])
    print(sorted(versions, key=lambda v: v.minor))
    return repr(versions[-1])
