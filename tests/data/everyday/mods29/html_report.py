"""Renders scraped comments into an HTML table, escaping user text and decoding entities."""
import html

COMMENTS = [
    ("alice", "Great post &amp; thanks! &#128077;"),
    ("bob <admin>", "Use <script>alert('x')</script> carefully"),
    ("carol", "caf&eacute; prices: 3 &lt; 5 &amp;&amp; 5 &gt; 3 &copy;"),
]


def row(author, text):
    decoded = html.unescape(text)
    return "<tr><td>{}</td><td>{}</td></tr>".format(html.escape(author), html.escape(decoded, quote=False))


def main():
    rows = [row(a, t) for a, t in COMMENTS]
    table = "<table>\n" + "\n".join(rows) + "\n</table>"
    print(table)
    plain = [html.unescape(t) for _, t in COMMENTS]
    print([len(p) for p in plain])
    print(html.escape("\"quoted\" & 'single'"))
    return sum(p.count("&") for p in plain)
