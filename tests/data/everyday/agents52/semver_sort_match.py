import re
from dataclasses import dataclass


@dataclass
class Version:
    major: int
    minor: int
    patch: int
    pre: str = ""

    @classmethod
    def parse(cls, text):
        m = re.fullmatch(r"v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.]+))?", text.strip())
        if m is None:
            raise ValueError(f"not a version: {text}")
        major, minor, patch, pre = m.groups()
        return cls(int(major), int(minor), int(patch), pre or "")

    def key(self):
        return (self.major, self.minor, self.patch, self.pre == "", self.pre)

    def bump(self, part):
        match part:
            case "major":
                return Version(self.major + 1, 0, 0)
            case "minor":
                return Version(self.major, self.minor + 1, 0)
            case "patch":
                return Version(self.major, self.minor, self.patch + 1)
            case _:
                raise ValueError(part)

    def __str__(self):
        base = f"{self.major}.{self.minor}.{self.patch}"
        return f"{base}-{self.pre}" if self.pre else base


def main():
    raw = ["1.2.3", "v1.10.0", "1.2.3-rc.1", "0.9.12", "bad", "2.0.0-alpha"]
    versions = []
    for r in raw:
        try:
            versions.append(Version.parse(r))
        except ValueError as e:
            print("skip:", e)
    versions.sort(key=Version.key)
    print(" < ".join(map(str, versions)))
    latest = versions[-1]
    print(latest, "->", [str(latest.bump(p)) for p in ("patch", "minor", "major")])


if __name__ == "__main__":
    main()
