"""Lay out release notes: full justification, hanging indents and two-column output."""
import textwrap

NOTES = {
    "Performance": "Startup is now roughly forty percent faster because the plugin index is "
                   "loaded lazily and cached between runs on the same machine.",
    "Fixes": "Exports no longer drop the last row when the input file lacks a trailing "
             "newline. Unicode file names are preserved on every platform we test.",
    "Deprecations": "The --legacy-output flag is deprecated and will be removed in the next "
                    "major version; use --format=v1 instead.",
}


def justify(text: str, width: int) -> list[str]:
    lines = textwrap.wrap(text, width)
    out = []
    for line in lines[:-1]:
        words = line.split()
        if len(words) == 1:
            out.append(line)
            continue
        gaps = len(words) - 1
        spaces = width - sum(len(w) for w in words)
        base, extra = divmod(spaces, gaps)
        built = ""
        for i, word in enumerate(words[:-1]):
            built += word + " " * (base + (1 if i < extra else 0))
        out.append(built + words[-1])
    out.append(lines[-1])
    return out


def two_columns(left: list[str], right: list[str], width: int, gutter: int = 3) -> list[str]:
    rows = []
    for i in range(max(len(left), len(right))):
        a = left[i] if i < len(left) else ""
        b = right[i] if i < len(right) else ""
        rows.append(f"{a:<{width}}{' ' * gutter}{b}".rstrip())
    return rows


def main():
    width = 34
    for title, body in NOTES.items():
        print(title.upper().center(width, "="))
        for line in justify(body, width):
            print(line)
        print()
    wrapper = textwrap.TextWrapper(width=40, initial_indent="  * ", subsequent_indent="    ")
    for title, body in NOTES.items():
        print(wrapper.fill(f"{title}: {body}"))
    print()
    left = textwrap.wrap(NOTES["Fixes"], 28)
    right = textwrap.wrap(NOTES["Deprecations"], 28)
    for row in two_columns(left, right, 28):
        print(row)
    print()
    print(textwrap.shorten(NOTES["Performance"], width=50, placeholder=" [...]"))
    print(textwrap.indent(textwrap.dedent("""\
        Upgrade with:
            pip install -U tool
        """), "> "), end="")


if __name__ == "__main__":
    main()
