from functools import total_ordering


@total_ordering
class Version:
    def __init__(self, text):
        main, _, pre = text.partition("-")
        self.parts = tuple(int(p) for p in main.split("."))
        while len(self.parts) < 3:
            self.parts += (0,)
        self.pre = pre
        self.text = text

    @classmethod
    def parse_many(cls, texts):
        out = []
        for t in texts:
            try:
                out.append(cls(t))
            except ValueError:
                print("invalid version:", t)
        return out

    @staticmethod
    def bump(text, which):
        v = Version(text)
        major, minor, patch = v.parts
        if which == "major":
            return f"{major + 1}.0.0"
        if which == "minor":
            return f"{major}.{minor + 1}.0"
        return f"{major}.{minor}.{patch + 1}"

    def key(self):
        return (self.parts, self.pre == "", self.pre)

    def __eq__(self, other):
        return self.key() == other.key()

    def __lt__(self, other):
        return self.key() < other.key()

    def __repr__(self):
        return f"Version({self.text!r})"


def main():
    versions = Version.parse_many(["1.10.0", "1.2", "1.2.0-rc1", "2.0.0", "1.2.0-beta", "x.1", "0.9.12", "1.2.0"])
    print(sorted(versions))
    print(max(versions), min(versions))
    print(Version("1.2") == Version("1.2.0"), Version("1.2.0-rc1") < Version("1.2.0"))
    print(Version("3.1") >= Version("3.0.9"), Version("1.0") <= Version("1.0.0-rc"))
    for which in ("major", "minor", "patch"):
        print(which, Version.bump("4.7.1", which))
    return [v.text for v in sorted(versions, reverse=True)[:3]]


if __name__ == "__main__":
    main()
