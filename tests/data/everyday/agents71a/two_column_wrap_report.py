"""Render release notes as a two-column, wrapped, boxed text report."""
import textwrap
from itertools import zip_longest

ITEMS = {
    "Highlights": [
        "The sync engine now resumes interrupted transfers instead of starting over, which cuts re-upload time on flaky connections dramatically.",
        "Reports can be scheduled weekly or monthly and are delivered as PDF attachments.",
    ],
    "Fixes": [
        "Fixed a crash when a project name contained an emoji.",
        "Corrected rounding of VAT on invoices with more than 99 lines.",
        "Dates in exported CSV files now use ISO 8601 consistently.",
    ],
    "Known issues": [
        "Dark mode colours are not applied to the print preview.",
    ],
}

COL_WIDTH = 34
GUTTER = " | "


def bullet_block(title: str, entries: list[str], width: int) -> list[str]:
    lines = [title.upper(), "~" * len(title)]
    wrapper = textwrap.TextWrapper(width=width, initial_indent="* ", subsequent_indent="  ")
    for entry in entries:
        lines.extend(wrapper.wrap(entry))
    return lines


def boxed(lines: list[str]) -> str:
    inner = max(len(line) for line in lines)
    top = "+" + "-" * (inner + 2) + "+"
    body = [f"| {line:<{inner}} |" for line in lines]
    return "\n".join([top, *body, top])


def main():
    titles = list(ITEMS)
    left = bullet_block(titles[0], ITEMS[titles[0]], COL_WIDTH)
    right = []
    for title in titles[1:]:
        if right:
            right.append("")
        right += bullet_block(title, ITEMS[title], COL_WIDTH)

    rows = [f"{a:<{COL_WIDTH}}{GUTTER}{b}".rstrip() for a, b in zip_longest(left, right, fillvalue="")]
    print(boxed(rows))

    summary = "; ".join(f"{len(v)} {k.lower()}" for k, v in ITEMS.items())
    print(textwrap.fill("Summary: " + summary + ".", width=40, subsequent_indent="         "))
    first = ITEMS["Highlights"][0]
    print(textwrap.shorten(first, width=60, placeholder=" [...]"))
    print(textwrap.indent(textwrap.dedent("""\
        Upgrade notes:
          run `app migrate` before restarting
        """), "> ", predicate=lambda line: line.strip() != ""), end="")
    words = sum(len(e.split()) for v in ITEMS.values() for e in v)
    print(f"{words} words, {len(rows)} rows, widest row {max(map(len, rows))}")
    return len(rows)


if __name__ == "__main__":
    main()
