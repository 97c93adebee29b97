import textwrap

NOTES = {
    "Features": [
        "Added a streaming CSV importer that handles files larger than available memory by reading them in configurable chunks.",
        "New --dry-run flag for the deploy command.",
    ],
    "Fixes": [
        "Fixed a race condition where two workers could claim the same job when the queue was drained and refilled within the same polling interval.",
        "Corrected timezone handling for reports generated exactly at midnight UTC.",
        "Typo in help text.",
    ],
    "Deprecations": [],
}

INTRO = """
    This release focuses on reliability.
      Upgrading is recommended for all users
    running more than one worker.
"""


def bullet(text: str, width: int = 60) -> str:
    return textwrap.fill(text, width=width, initial_indent="  * ", subsequent_indent="    ")


def main():
    print(textwrap.dedent(INTRO).strip())
    print()
    for section, items in NOTES.items():
        if not items:
            continue
        print(f"{section}\n{'-' * len(section)}")
        for item in items:
            print(bullet(item))
        print()
    summary = " ".join(i for items in NOTES.values() for i in items)
    print(textwrap.shorten(summary, width=70, placeholder=" [...]"))
    quoted = textwrap.indent(textwrap.fill(NOTES["Fixes"][1], 40), "> ")
    print(quoted)
    lines = textwrap.wrap(NOTES["Features"][0], width=30, break_long_words=False)
    print(len(lines), "lines; longest", max(map(len, lines)))
    print(textwrap.indent("a\n\nb", "+ ", predicate=lambda line: True))
    return len(lines)


if __name__ == "__main__":
    main()
