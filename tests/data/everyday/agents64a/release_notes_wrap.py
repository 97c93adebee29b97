"""Format release notes for a terminal and for an email using textwrap."""
import textwrap

NOTES = [
    ("Features", "Added a command to export every invoice of a billing period as a single CSV file, with one row per line item and the tax breakdown in separate columns."),
    ("Features", "Search now supports quoted phrases."),
    ("Fixes", "Fixed a crash when the configuration file contained a section header with trailing whitespace, which some editors insert automatically."),
    ("Fixes", "Corrected the   spacing   in the summary   email."),
    ("Deprecations", "The --legacy flag is deprecated and will be removed in version 3.0; use --format=v1 instead."),
]

FOOTER = """
    Thanks to everyone who reported issues.
      Special thanks to the translators.

    -- The release team
"""


def section(title, items, width):
    out = [title, "=" * len(title)]
    for text in items:
        out.append(textwrap.fill(text, width=width, initial_indent="  * ", subsequent_indent="    "))
    return "\n".join(out)


def main():
    by_section = {}
    for title, text in NOTES:
        by_section.setdefault(title, []).append(text)
    for title, items in by_section.items():
        print(section(title, items, 50))
        print()

    print("--- one-line summaries ---")
    for _, text in NOTES:
        print(textwrap.shorten(text, width=40, placeholder=" [...]"))
    print(textwrap.shorten("Hello  world!", width=12))
    print(textwrap.shorten("Short", width=10))

    print("--- footer ---")
    print(textwrap.dedent(FOOTER).strip("\n"))
    print(textwrap.indent(textwrap.dedent(FOOTER).strip(), "> "))
    print(textwrap.indent("a\n\nb\n", "| ", lambda line: True), end="")

    wrapper = textwrap.TextWrapper(width=30, break_long_words=True, max_lines=3, placeholder=" ...")
    long_text = "Supercalifragilisticexpialidocious-configuration-keys are hard to wrap nicely in a narrow column of text."
    for line in wrapper.wrap(long_text):
        print(f"[{line}]")
    print(textwrap.wrap("no-hyphen-breaking-here-please", width=10, break_on_hyphens=False))
    print(textwrap.wrap("tabs\tand\tspaces", width=12, expand_tabs=True, tabsize=4))
    print(textwrap.wrap("", width=10))


if __name__ == "__main__":
    main()
