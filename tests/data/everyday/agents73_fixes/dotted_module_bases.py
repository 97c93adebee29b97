"""Classes deriving from a modelled module's class named through its module, or through its
package for a submodule: `json.JSONEncoder`, `http.cookies.SimpleCookie`,
`html.parser.HTMLParser`, and a submodule imported under a name of its own."""
import html.parser
import http.cookies
import json
from decimal import Decimal
from html import parser as markup


class DecimalEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Decimal):
            return str(o)
        return super().default(o)


class UpperCookie(http.cookies.SimpleCookie):
    def value_encode(self, val):
        text = str(val).upper()
        return text, text


class HeadingCollector(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.level = None
        self.headings = []

    def handle_starttag(self, tag, attrs):
        if len(tag) == 2 and tag[0] == "h" and tag[1].isdigit():
            self.level = int(tag[1])

    def handle_endtag(self, tag):
        self.level = None

    def handle_data(self, data):
        if self.level:
            self.headings.append(("  " * (self.level - 1)) + data.strip())


class CommentCounter(markup.HTMLParser):
    comments = 0

    def handle_comment(self, data):
        self.comments += 1


def main():
    print(json.dumps({"total": Decimal("12.50"), "items": [Decimal("1.1")]}, cls=DecimalEncoder))
    jar = UpperCookie()
    jar["theme"] = "dark"
    print(jar.output())
    page = "<h1>Guide</h1><!-- a --><h2>Install</h2><p>x</p><h3>From source</h3><!-- b --><h2>Use</h2>"
    collector = HeadingCollector()
    collector.feed(page)
    collector.close()
    print("\n".join(collector.headings))
    counter = CommentCounter()
    counter.feed(page)
    print(counter.comments, [c.__name__ for c in CommentCounter.__mro__])
    print(issubclass(HeadingCollector, markup.HTMLParser), markup is html.parser)
    return collector.headings


if __name__ == "__main__":
    main()
