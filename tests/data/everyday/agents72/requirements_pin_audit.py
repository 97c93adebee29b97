"""Check installed package versions against a requirements file's specifiers."""
import re
from functools import total_ordering

REQUIREMENTS = """
# web stack
django>=4.2,<5.0
requests~=2.31
urllib3!=2.0.0,>=1.26
Pillow==10.3.*
numpy >= 1.24 ; python_version >= "3.9"
pydantic>2
celery[redis]==5.3.6
legacy-lib
"""
INSTALLED = {
    "django": "4.2.11", "requests": "2.32.3", "urllib3": "2.0.0", "pillow": "10.2.0",
    "numpy": "1.26.4", "pydantic": "2.7.1", "celery": "5.3.6",
}

SPEC = re.compile(r"(~=|==|!=|>=|<=|>|<)\s*([\w.*]+)")
NAME = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)(?:\[([^\]]+)\])?")


@total_ordering
class Version:
    def __init__(self, text: str):
        self.text = text
        self.parts = tuple(int(p) for p in text.split("."))

    def _pad(self, other):
        n = max(len(self.parts), len(other.parts))
        return self.parts + (0,) * (n - len(self.parts)), other.parts + (0,) * (n - len(other.parts))

    def __eq__(self, other):
        a, b = self._pad(other)
        return a == b

    def __lt__(self, other):
        a, b = self._pad(other)
        return a < b

    def __repr__(self):
        return f"Version({self.text!r})"


def satisfies(version: str, op: str, target: str) -> bool:
    v = Version(version)
    if target.endswith(".*"):
        prefix = target[:-2].split(".")
        match = version.split(".")[: len(prefix)] == prefix
        return match if op == "==" else not match
    t = Version(target)
    if op == "~=":
        upper = list(t.parts[:-1])
        upper[-1] += 1
        return v >= t and v < Version(".".join(map(str, upper)))
    return {"==": v == t, "!=": v != t, ">=": v >= t, "<=": v <= t, ">": v > t, "<": v < t}[op]


def main():
    ok = bad = 0
    for raw in REQUIREMENTS.splitlines():
        line = raw.split("#", 1)[0].split(";", 1)[0].strip()
        if not line:
            continue
        m = NAME.match(line)
        name = m.group(1).lower().replace("_", "-")
        extras = m.group(2)
        specs = SPEC.findall(line[m.end():])
        have = INSTALLED.get(name)
        label = name + (f"[{extras}]" if extras else "")
        if have is None:
            print(f"MISSING  {label:<16} wanted {', '.join(o + t for o, t in specs) or 'any'}")
            bad += 1
            continue
        failed = [f"{o}{t}" for o, t in specs if not satisfies(have, o, t)]
        status = "OK" if not failed else "CONFLICT"
        ok += not failed
        bad += bool(failed)
        why = f" violates {', '.join(failed)}" if failed else ""
        print(f"{status:<8} {label:<16} {have:<8}{why}")
    print(f"{ok} ok, {bad} problem(s)")
    print(sorted([Version("1.10"), Version("1.9.1"), Version("1.10.0.1")]))
    return bad


if __name__ == "__main__":
    main()
