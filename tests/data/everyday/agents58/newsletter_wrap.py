"""Lay out a plain-text newsletter: wrapped paragraphs, indented quotes, bullet lists, a footer."""
import textwrap
from string import Template

WIDTH = 60

ISSUE = {
    "title": "The Weekly Byte",
    "number": 42,
    "sections": [
        ("para", "This week we shipped the new search index, which cuts median query time from 180 ms to 35 ms across all regions, and we retired the legacy cron hosts."),
        ("quote", "Measure twice, deploy once. Every rollback this quarter came from a change that skipped the staging soak period."),
        ("bullets", ["Search: new index live in all regions", "Billing: invoices now support multiple currencies and per-line tax codes", "Ops: legacy cron hosts retired"]),
        ("para", "Thanks to everyone who joined the incident review. Notes are in the wiki."),
    ],
}

FOOTER = Template("-- \n$team | issue #$number | unsubscribe: reply with 'STOP'")


def render_section(kind, content):
    if kind == "para":
        return textwrap.fill(content, width=WIDTH)
    if kind == "quote":
        body = textwrap.fill(content, width=WIDTH - 4)
        return textwrap.indent(body, "  > ")
    if kind == "bullets":
        items = []
        for item in content:
            items.append(textwrap.fill(item, width=WIDTH, initial_indent=" * ", subsequent_indent="   "))
        return "\n".join(items)
    raise ValueError(f"unknown section {kind!r}")


def main():
    title = f"{ISSUE['title']} #{ISSUE['number']}"
    print(title.center(WIDTH, "="))
    blocks = [render_section(kind, content) for kind, content in ISSUE["sections"]]
    print("\n\n".join(blocks))
    print()
    print(FOOTER.substitute(team="Platform Team", number=ISSUE["number"]))
    longest = max(len(line) for block in blocks for line in block.splitlines())
    print(f"[longest line {longest} <= {WIDTH}: {longest <= WIDTH}]")
    print(textwrap.shorten(ISSUE["sections"][0][1], width=50, placeholder=" [...]"))
    print(repr(textwrap.dedent("""\
        indented
          more
    """)))


if __name__ == "__main__":
    main()
