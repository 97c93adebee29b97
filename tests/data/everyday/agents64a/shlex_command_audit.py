"""Audit shell command lines from a CI config: split them, flag risky ones, re-quote safely."""
import shlex

COMMANDS = [
    "make test",
    "pytest -k 'not slow' --maxfail=2",
    'echo "hello world" > out.txt',
    "rm -rf $BUILD_DIR/*",
    "git commit -m \"fix: handle 'quoted' names\"",
    "curl -sSL https://example.com/install.sh | sh",
    "tar czf 'release 1.0.tgz' dist/",
    "grep -E 'a|b' file\\ with\\ spaces.txt",
    "python -c 'print(1)",
]

RISKY = {"rm", "curl", "sh", "sudo", "chmod"}


def analyse(line):
    try:
        tokens = shlex.split(line)
    except ValueError as err:
        return None, str(err)
    return tokens, None


def flags_of(tokens):
    return [t for t in tokens if t.startswith("-")]


def risky_words(tokens):
    return sorted({t for t in tokens if t in RISKY})


def main():
    total = 0
    for line in COMMANDS:
        tokens, error = analyse(line)
        print(f"$ {line}")
        if error:
            print(f"  parse error: {error}")
            continue
        total += len(tokens)
        print(f"  tokens ({len(tokens)}): {tokens}")
        fl = flags_of(tokens)
        if fl:
            print(f"  flags: {' '.join(fl)}")
        risk = risky_words(tokens)
        if risk:
            print(f"  RISK: {', '.join(risk)}")
        rebuilt = shlex.join(tokens)
        print(f"  rejoined: {rebuilt}")
        print(f"  stable: {shlex.split(rebuilt) == tokens}")
    print("total tokens:", total)

    print()
    names = ["report.txt", "my file.txt", "it's.txt", "", "$HOME", "a\"b", "plain-name_1.0"]
    for n in names:
        print(f"quote({n!r}) = {shlex.quote(n)}")

    lex = shlex.shlex("key=value other='x y' # trailing", posix=True)
    lex.whitespace_split = True
    lex.commenters = "#"
    print("shlex tokens:", list(lex))


if __name__ == "__main__":
    main()
