"""Render a command's help as a man-page-like text block with textwrap and string helpers."""
import string
import textwrap

COMMAND = {
    "name": "tidyup",
    "summary": "remove build artefacts and caches from a project tree",
    "synopsis": "tidyup [-n] [-v] [--keep PATTERN]... [DIR]",
    "description": """
        tidyup walks DIR (default: the current directory) and deletes files that
        tools regenerate: compiled bytecode, coverage data, and the caches of
        test runners and type checkers.   Nothing under version control is
        touched; run with -n first to see what would go.
    """,
    "options": [
        ("-n, --dry-run", "print what would be removed, remove nothing"),
        ("-v, --verbose", "name every file as it is removed, together with its size in bytes and the rule that matched it"),
        ("--keep PATTERN", "never remove paths matching the glob PATTERN; may be repeated"),
        ("-h", "show help"),
    ],
    "see_also": ["git-clean(1)", "find(1)", "rm(1)"],
}
WIDTH = 64


def section(title, body):
    return title.upper() + "\n" + textwrap.indent(body, " " * 7) + "\n"


def options_block(options, col=18):
    lines = []
    for flag, text in options:
        wrapped = textwrap.wrap(text, width=WIDTH - 7 - col)
        if len(flag) < col - 1:
            lines.append(f"{flag:<{col}}{wrapped[0]}")
        else:
            lines.append(flag)
            lines.append(" " * col + wrapped[0])
        lines.extend(" " * col + w for w in wrapped[1:])
    return "\n".join(lines)


def main():
    cmd = COMMAND
    header = f"{cmd['name'].upper()}(1)"
    print(header + "User Commands".center(WIDTH - 2 * len(header)) + header)
    print()
    print(section("name", f"{cmd['name']} - {cmd['summary']}"))
    print(section("synopsis", cmd["synopsis"]))
    desc = textwrap.dedent(cmd["description"]).strip()
    print(section("description", textwrap.fill(" ".join(desc.split()), width=WIDTH - 7)))
    print(section("options", options_block(cmd["options"])))
    print(section("see also", ", ".join(cmd["see_also"])))
    print(textwrap.shorten(desc, width=50, placeholder=" [...]"))
    print(textwrap.shorten("short", width=10), "|", textwrap.wrap("", 10), "|", textwrap.fill("a b c", 1))
    tpl = string.Template("$name version ${ver}: $$5 off, ${missing}")
    print(tpl.safe_substitute(name="tidyup", ver="1.4"))
    try:
        tpl.substitute(name="tidyup", ver="1.4")
    except KeyError as exc:
        print("KeyError:", exc)
    print("identifiers:", tpl.get_identifiers() if hasattr(tpl, "get_identifiers") else None)
    print(string.capwords("the  quick-brown   fox"), "|", string.ascii_uppercase[:6], string.digits, string.hexdigits)
    print(repr(string.whitespace), len(string.punctuation), len(string.printable))
    indented = textwrap.indent("one\n\ntwo\n", "> ", predicate=lambda line: True)
    print(indented, end="")
    return len(desc.split())


if __name__ == "__main__":
    main()
