"""Render untrusted ticket data as an escaped HTML table and a plain-text preview."""
import html
import re

TICKETS = [
    {"id": 7, "title": "Login fails with <script>alert(1)</script>", "owner": "O'Brien", "tags": ["auth", "xss"]},
    {"id": 12, "title": "Export & import lose \"quotes\"", "owner": "Zoë", "tags": ["csv"]},
    {"id": 3, "title": "Dashboard slow > 5s", "owner": None, "tags": []},
]
ENTITY_TEXT = "Caf&eacute; &amp; cr&egrave;me &lt;b&gt;bold&lt;/b&gt; &#8364;5 &#x263A;"


def cell(value, tag: str = "td") -> str:
    if value is None:
        return f'<{tag} class="empty">&mdash;</{tag}>'
    if isinstance(value, list):
        inner = " ".join(f'<span class="tag">{html.escape(v)}</span>' for v in value)
        return f"<{tag}>{inner}</{tag}>"
    return f"<{tag}>{html.escape(str(value))}</{tag}>"


def to_html(rows: list[dict]) -> str:
    cols = list(rows[0])
    out = ['<table class="tickets">', "  <tr>" + "".join(cell(c.title(), "th") for c in cols) + "</tr>"]
    for row in sorted(rows, key=lambda r: r["id"]):
        attr = html.escape(row["title"], quote=True)
        out.append(f'  <tr title="{attr}">' + "".join(cell(row[c]) for c in cols) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


def strip_tags(markup: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", markup))


def main():
    page = to_html(TICKETS)
    print(page)
    print("---")
    print("unescaped:", html.unescape(ENTITY_TEXT))
    print("round trip ok:", all(html.unescape(html.escape(t["title"])) == t["title"] for t in TICKETS))
    text_rows = [strip_tags(line) for line in page.splitlines()[2:-1]]
    for line in text_rows:
        print("|", line[:50])
    print("escaped chars:", sum(page.count(e) for e in ("&lt;", "&gt;", "&amp;", "&quot;", "&#x27;")))
    return len(page)


if __name__ == "__main__":
    main()
