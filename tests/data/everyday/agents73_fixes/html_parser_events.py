"""html.parser's HTMLParser subclassed the ways agents do: text extraction, tag statistics,
a raw-events log with chunked feeds, character references kept apart, raw-text elements."""
from collections import Counter
from html.parser import HTMLParser

PAGE = """<!DOCTYPE html>
<?xml-stylesheet href="a.css"?>
<html lang="en"><head><title>Q&amp;A &mdash; Help</title>
<style>p > a { color: red } /* </p> */</style>
<script type="text/javascript">if (a < b && c > d) { x = "</div>"; }</script>
</head><body>
<!-- main content -->
<![if !IE]><p class="lead" data-x='1' hidden>Caf&eacute; prices &lt; &#8364;5 &#x263A;</p><![endif]>
<ul><li>One<li>Two &amp three</ul>
<br/><img src="a.png" alt="A &quot;quoted&quot; alt"/><input disabled value=plain>
<p>Broken <b>bold <i>both</b></i> and </unknown attr="x"> stray &</p>
<a href="/x?a=1&b=2">link</a></body></html>
"""


class TextExtractor(HTMLParser):
    SKIP = {"script", "style", "title"}

    def __init__(self):
        super().__init__()
        self.parts = []
        self._skipping = 0

    def handle_starttag(self, tag, attrs):
        if tag in self.SKIP:
            self._skipping += 1
        elif tag in ("p", "li", "br"):
            self.parts.append("\n")

    def handle_endtag(self, tag):
        if tag in self.SKIP:
            self._skipping -= 1

    def handle_data(self, data):
        if not self._skipping:
            self.parts.append(data)

    def text(self):
        lines = ("".join(self.parts)).splitlines()
        return "\n".join(" ".join(line.split()) for line in lines if line.strip())


class TagStats(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=False)
        self.tags = Counter()
        self.refs = []
        self.open = []
        self.mismatched = []
        self.positions = {}

    def handle_starttag(self, tag, attrs):
        self.tags[tag] += 1
        self.positions.setdefault(tag, self.getpos())
        if tag not in ("br", "img", "input", "li"):
            self.open.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.tags[tag + "/"] += 1

    def handle_endtag(self, tag):
        if self.open and self.open[-1] == tag:
            self.open.pop()
        else:
            self.mismatched.append((tag, self.getpos()))

    def handle_entityref(self, name):
        self.refs.append("&" + name)

    def handle_charref(self, name):
        self.refs.append("#" + name)


class EventLog(HTMLParser):
    CDATA_CONTENT_ELEMENTS = ("script", "style", "textarea")

    def __init__(self):
        super().__init__()
        self.events = []

    def handle_starttag(self, tag, attrs):
        self.events.append(f"start {tag} {attrs} {self.get_starttag_text()!r}")

    def handle_endtag(self, tag):
        self.events.append(f"end {tag}")

    def handle_data(self, data):
        self.events.append(f"data {data!r}")

    def handle_comment(self, data):
        self.events.append(f"comment {data!r}")

    def handle_decl(self, decl):
        self.events.append(f"decl {decl!r}")

    def handle_pi(self, data):
        self.events.append(f"pi {data!r}")

    def unknown_decl(self, data):
        self.events.append(f"unknown_decl {data!r}")


def main():
    extractor = TextExtractor()
    extractor.feed(PAGE)
    extractor.close()
    print(extractor.text())

    stats = TagStats()
    stats.feed(PAGE)
    stats.close()
    print(sorted(stats.tags.items()))
    print("refs:", stats.refs)
    print("unclosed:", stats.open, "mismatched:", stats.mismatched)
    print("first seen:", {t: stats.positions[t] for t in ("html", "p", "a")}, "lasttag:", stats.lasttag)

    whole = EventLog()
    whole.feed(PAGE)
    whole.close()
    chunked = EventLog()
    for k in range(0, len(PAGE), 7):
        chunked.feed(PAGE[k:k + 7])
    chunked.close()
    print(len(whole.events), "events; chunked feed gives the same:", whole.events == chunked.events)
    for line in whole.events[:14]:
        print(" ", line)

    tail = EventLog()
    tail.feed("<textarea>a <b> &amp; c</textarea><p title='x")
    print(tail.events, repr(tail.rawdata), tail.getpos())
    tail.close()
    print(tail.events[-1], repr(tail.rawdata))
    tail.reset()
    tail.feed("<![CDATA[x<y]]><!bogus><!---->&#65&#x42;z&q")
    tail.close()
    print(tail.events[-5:], tail.getpos())
    try:
        EventLog().feed("<![weird x]>")
    except AssertionError as e:
        print("AssertionError:", e)
    try:
        HTMLParser(False)
    except TypeError as e:
        print("TypeError:", e)
    plain = HTMLParser()
    plain.feed("<p>ignored</p>")
    plain.close()
    print(plain.get_starttag_text(), plain.getpos(), plain.convert_charrefs, HTMLParser.CDATA_CONTENT_ELEMENTS)
    return len(whole.events)


if __name__ == "__main__":
    main()
