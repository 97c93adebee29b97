"""Split shell-like command lines by hand and check the result against shlex."""
import shlex


class TokenizeError(ValueError):
    pass


def tokenize(line):
    tokens, current, i, in_token = [], [], 0, False
    quote = None
    while i < len(line):
        ch = line[i]
        if quote == "'":
            if ch == "'":
                quote = None
            else:
                current.append(ch)
        elif quote == '"':
            if ch == '"':
                quote = None
            elif ch == "\\" and i + 1 < len(line) and line[i + 1] in '"\\$`':
                i += 1
                current.append(line[i])
            else:
                current.append(ch)
        elif ch in "'\"":
            quote, in_token = ch, True
        elif ch == "\\":
            if i + 1 == len(line):
                raise TokenizeError("No escaped character")
            i += 1
            current.append(line[i])
            in_token = True
        elif ch.isspace():
            if in_token:
                tokens.append("".join(current))
                current, in_token = [], False
        elif ch == "#" and not in_token:
            break
        else:
            current.append(ch)
            in_token = True
        i += 1
    if quote:
        raise TokenizeError("No closing quotation")
    if in_token:
        tokens.append("".join(current))
    return tokens


def main():
    lines = [
        'git commit -m "fix: handle \\"quoted\\" names"',
        "cp 'My Documents/report 1.pdf' /tmp/backup\\ dir/",
        'echo "$HOME" \'$HOME\' ""  end',
        "grep -E 'a|b' file.txt  # trailing comment",
        'tar czf out.tgz --exclude="*.log" src',
        "echo 'unterminated",
        "printf a\\\\b",
        "ends with backslash \\",
    ]
    for line in lines:
        try:
            mine = tokenize(line)
        except TokenizeError as exc:
            mine = f"error: {exc}"
        try:
            ref = shlex.split(line, comments=True)
        except ValueError as exc:
            ref = f"error: {exc}"
        status = "same" if mine == ref else "DIFF"
        print(f"{status} {line!r}")
        print(f"     {mine}")
    args = tokenize("deploy --env prod --dry-run -v -v service-a service-b")
    flags = [a for a in args if a.startswith("-")]
    positional = [a for a in args[1:] if not a.startswith("-") and args[args.index(a) - 1] != "--env"]
    print(args[0], flags, positional, flags.count("-v"))
    print(shlex.join(["echo", "hello world", "it's", "$x"]))
    print([shlex.quote(s) for s in ["simple", "two words", "", "a'b"]])


if __name__ == "__main__":
    main()
