"""Write an RSS feed by hand: element text escaped, attributes quoted, entities round-tripped."""
from xml.sax.saxutils import escape, unescape, quoteattr
from xml.sax import saxutils
from urllib import parse

ITEMS = [
    {"title": "Q&A: <generics> in 3.12", "link": "https://blog.example/qa?id=7&lang=en", "tags": ["python", "typing"]},
    {"title": 'Say "hello" to the new CLI', "link": "https://blog.example/cli", "tags": ["tools"]},
    {"title": "Rock 'n' roll \"release\" notes", "link": "https://blog.example/r\tn", "tags": []},
]
EXTRA = {'"': "&quot;", "'": "&apos;"}


def item_xml(item):
    lines = ["  <item>"]
    lines.append(f"    <title>{escape(item['title'])}</title>")
    lines.append(f"    <link>{escape(item['link'])}</link>")
    lines.append(f"    <comments>{escape(parse.quote(item['link'], safe=':/?=&'))}#c</comments>")
    for tag in item["tags"]:
        lines.append(f"    <category domain={quoteattr('https://blog.example/tags')}>{escape(tag)}</category>")
    lines.append(f"    <guid isPermaLink={quoteattr('false')}>{escape(item['link'], EXTRA)}</guid>")
    lines.append("  </item>")
    return lines


def main():
    out = ['<?xml version="1.0"?>', "<rss version=" + quoteattr("2.0") + ">"]
    for item in ITEMS:
        out.extend(item_xml(item))
    out.append("</rss>")
    print("\n".join(out))
    for item in ITEMS:
        title = item["title"]
        print(quoteattr(title), quoteattr(title + "\n\r\t"), quoteattr(title, {"Q": "&#81;"}))
        assert unescape(escape(title)) == title
        assert unescape(escape(title, EXTRA), {v: k for k, v in EXTRA.items()}) == title
    print(unescape("&amp;lt;b&amp;gt; &lt;i&gt; &copy;"), unescape("x &copy; y", {"&copy;": "(c)"}))
    print(saxutils.escape("1 < 2 & 3 > 2"), saxutils.escape("", {"a": "b"}) == "")


if __name__ == "__main__":
    main()
