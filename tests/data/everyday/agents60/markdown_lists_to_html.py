"""Convert a small Markdown subset (headings, nested lists, emphasis, links, code) to HTML."""
import html
import re

SOURCE = """\
# Release checklist

Before **shipping**, check the *notes* & the `CHANGELOG`.

- Build
  - run `make dist`
  - sign the tarball
- Test
  1. unit tests
  2. [smoke tests](https://ci.example.com/smoke?branch=main&full=1)
- Announce <everyone>

## Rollback

1. revert the tag
2. redeploy **previous** build
"""

INLINE = [
    (re.compile(r"`([^`]+)`"), r"<code>\1</code>"),
    (re.compile(r"\*\*(.+?)\*\*"), r"<strong>\1</strong>"),
    (re.compile(r"\*(.+?)\*"), r"<em>\1</em>"),
    (re.compile(r"\[([^\]]+)\]\(([^)]+)\)"), r'<a href="\2">\1</a>'),
]
ITEM = re.compile(r"^(?P<indent> *)(?P<marker>[-*]|\d+\.) (?P<text>.*)$")


def inline(text: str) -> str:
    text = html.escape(text, quote=False)
    for pattern, repl in INLINE:
        text = pattern.sub(repl, text)
    return text


def convert(source: str) -> str:
    out = []
    stack = []  # (indent, tag)

    def close_to(indent):
        while stack and stack[-1][0] >= indent:
            _, tag = stack.pop()
            out.append("  " * len(stack) + f"</{tag}>")

    for line in source.splitlines():
        m = ITEM.match(line)
        if m:
            indent = len(m["indent"])
            tag = "ol" if m["marker"][0].isdigit() else "ul"
            if stack and stack[-1][0] > indent:
                close_to(indent + 1)
            if not stack or stack[-1][0] < indent:
                out.append("  " * len(stack) + f"<{tag}>")
                stack.append((indent, tag))
            elif stack[-1][1] != tag:
                close_to(indent)
                out.append("  " * len(stack) + f"<{tag}>")
                stack.append((indent, tag))
            out.append("  " * len(stack) + f"<li>{inline(m['text'])}</li>")
            continue
        close_to(0)
        if not line.strip():
            continue
        heading = re.match(r"(#{1,6}) (.*)", line)
        if heading:
            level = len(heading.group(1))
            slug = re.sub(r"[^a-z0-9]+", "-", heading.group(2).lower()).strip("-")
            out.append(f'<h{level} id="{slug}">{inline(heading.group(2))}</h{level}>')
        else:
            out.append(f"<p>{inline(line)}</p>")
    close_to(0)
    return "\n".join(out)


def main():
    result = convert(SOURCE)
    print(result)
    tags = re.findall(r"<(\w+)", result)
    print({t: tags.count(t) for t in sorted(set(tags))})
    print(html.unescape("&lt;b&gt; &amp;amp; &quot;x&quot; &#39;y&#39;"))


if __name__ == "__main__":
    main()
