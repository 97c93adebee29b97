"""Compare two versions of a config file and suggest fixes for misspelled keys."""
import difflib

OLD = """\
[server]
host = 0.0.0.0
port = 8080
workers = 4
timeout = 30

[logging]
level = info
format = plain
"""

NEW = """\
[server]
host = 0.0.0.0
port = 9090
wokers = 8
timeout = 30
keepalive = 5

[logging]
level = debug
format = plain
"""

KNOWN_KEYS = ["host", "port", "workers", "timeout", "keepalive", "level", "format", "retries"]


def keys_of(text):
    keys = []
    for line in text.splitlines():
        if "=" in line:
            keys.append(line.split("=", 1)[0].strip())
    return keys


def main():
    old_lines = OLD.splitlines(keepends=True)
    new_lines = NEW.splitlines(keepends=True)
    diff = difflib.unified_diff(old_lines, new_lines, fromfile="app.ini.orig", tofile="app.ini", n=1)
    print("".join(diff), end="")

    print("--- context diff ---")
    for line in difflib.context_diff(old_lines, new_lines, fromfile="a", tofile="b", n=0):
        print(line, end="")

    print("--- ndiff of changed keys ---")
    for line in difflib.ndiff(keys_of(OLD), keys_of(NEW)):
        if not line.startswith("  "):
            print(line.rstrip())

    sm = difflib.SequenceMatcher(None, OLD, NEW)
    print(f"similarity: {sm.ratio():.4f}")
    print(f"quick: {sm.quick_ratio():.4f} real_quick: {sm.real_quick_ratio():.4f}")

    sm_lines = difflib.SequenceMatcher(None, OLD.splitlines(), NEW.splitlines())
    for tag, i1, i2, j1, j2 in sm_lines.get_opcodes():
        if tag != "equal":
            print(f"{tag:8} old[{i1}:{i2}] -> new[{j1}:{j2}]")
    block = sm_lines.find_longest_match(0, len(OLD.splitlines()), 0, len(NEW.splitlines()))
    print("longest match:", block.a, block.b, block.size)

    for key in keys_of(NEW):
        if key not in KNOWN_KEYS:
            guesses = difflib.get_close_matches(key, KNOWN_KEYS, n=2, cutoff=0.6)
            print(f"unknown key {key!r}; did you mean {guesses}?")
    print(difflib.get_close_matches("tmeout", KNOWN_KEYS))
    print(difflib.get_close_matches("zzz", KNOWN_KEYS))


if __name__ == "__main__":
    main()
