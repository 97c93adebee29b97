"""HTMLParser misused as programs do: a subclass that skips `super().__init__()`, bytes fed,
a misspelt keyword; and the state a parser keeps, read back."""
from html.parser import HTMLParser


class NoInit(HTMLParser):
    def __init__(self):
        self.found = []


class Counter(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=False)
        self.n = 0

    def handle_starttag(self, tag, attrs):
        self.n += 1


def main():
    try:
        NoInit().feed("<a>")
    except AttributeError as e:
        print("AttributeError:", e)
    c = Counter()
    try:
        c.feed(b"<a>")
    except TypeError as e:
        print("TypeError:", e)
    c.feed("<p><p>")
    print(c.n, c.getpos(), c.get_starttag_text(), vars(c).keys() >= {"rawdata", "lasttag", "cdata_elem", "interesting", "lineno", "offset", "convert_charrefs"})
    try:
        HTMLParser(convert_charref=True)
    except TypeError as e:
        print("TypeError:", e)
    return c.n


if __name__ == "__main__":
    main()
