"""Review a config change: a unified diff, changed keys and typo suggestions."""
import difflib

OLD = """\
[server]
host = 0.0.0.0
port = 8080
workers = 4
timeout = 30

[database]
url = postgres://db.internal/app
pool_size = 10
"""

NEW = """\
[server]
host = 0.0.0.0
port = 8443
workers = 8
timout = 30
tls = on

[database]
url = postgres://db.internal/app
pool_size = 10
"""

KNOWN_KEYS = ["host", "port", "workers", "timeout", "tls", "url", "pool_size", "max_overflow"]


def keys_of(text: str) -> dict[str, str]:
    section = ""
    out = {}
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("["):
            section = line.strip("[]")
        elif "=" in line:
            k, v = (p.strip() for p in line.split("=", 1))
            out[f"{section}.{k}"] = v
    return out


def main():
    diff = difflib.unified_diff(
        OLD.splitlines(keepends=True), NEW.splitlines(keepends=True),
        fromfile="app.ini (deployed)", tofile="app.ini (proposed)", n=1,
    )
    print("".join(diff), end="")
    old, new = keys_of(OLD), keys_of(NEW)
    for key in sorted(old.keys() | new.keys()):
        if key not in new:
            print(f"removed  {key}")
        elif key not in old:
            print(f"added    {key} = {new[key]}")
        elif old[key] != new[key]:
            print(f"changed  {key}: {old[key]} -> {new[key]}")
    for key in sorted(new):
        name = key.split(".", 1)[1]
        if name not in KNOWN_KEYS:
            guess = difflib.get_close_matches(name, KNOWN_KEYS, n=2, cutoff=0.6)
            print(f"unknown key {name!r}; did you mean {guess}?")
    sm = difflib.SequenceMatcher(None, OLD, NEW)
    print(f"similarity {sm.ratio():.3f}")
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, OLD.splitlines(), NEW.splitlines()).get_opcodes():
        if tag != "equal":
            print(f"{tag:<8} old[{i1}:{i2}] new[{j1}:{j2}]")
    for line in difflib.ndiff(["workers = 4"], ["workers = 8"]):
        print(repr(line))
    return len(new) - len(old)


if __name__ == "__main__":
    main()
